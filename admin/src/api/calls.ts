// One function per back-office endpoint (README "Back office"; contract/admin.ts).
import type {
  AdjustmentList,
  AdjustmentReply,
  AdminAdjustment,
  AdminArticle,
  AdminFaqList,
  AdminPage,
  AdminSiteConfig,
  AdminSpotPair,
  ArticleTexts,
  OperatorInfo,
  PageTexts,
  QaTexts,
  QueueCounts,
  SpotMakerReport,
  SpotPairChanges,
} from '../../../contract/admin';
import type { AuditReport } from '../../../contract/audit';
import type { AdminChatMessage } from '../../../contract/chat';
import type { PageKeyword } from '../../../contract/content';
import type { AdminApplicationsReply } from '../../../contract/copy';
import type { DualCoin, DualPlan, DualType } from '../../../contract/dual';
import type { AdminEarnProduct, EarnKind } from '../../../contract/earn';
import type { AdminGiftPage } from '../../../contract/gifts';
import type { AdminIeoProject } from '../../../contract/ieo';
import type { AdminLeverOverview } from '../../../contract/lever';
import type { AdminLoan, AdminLoanProduct } from '../../../contract/loans';
import type { Locale } from '../../../contract/locales';
import type {
  AdminNftArtist,
  AdminNftBox,
  AdminNftItem,
  AdminNftMedia,
  AdminNftOrder,
  NftPage,
} from '../../../contract/nft';
import type { AdminOptionDuration, AdminOptionSummary } from '../../../contract/options';
import type { AdminProofPage } from '../../../contract/proof';
import type {
  CannedReply,
  DESK_FILTERS,
  DeskConversation,
  DeskConversationDetail,
  SupportMessage,
} from '../../../contract/support';
import { adminApi } from './client';
import type {
  AdminDualProductPage,
  AuditRow,
  KycDetail,
  KycRow,
  RechargeDetail,
  RechargeRow,
  UserDetail,
  UserRow,
  WithdrawRow,
} from './types';

export type Queue = 'kyc' | 'recharge' | 'withdraw' | 'nft' | 'follow';
export type DeskFilter = (typeof DESK_FILTERS)[number];
export type Paging = { page?: number; limit?: number };

export const login = (email: string, password: string, totpCode: string) =>
  adminApi.post<{ token: string; operator: OperatorInfo }>('login', { email, password, totp_code: totpCode });
export const logout = () => adminApi.post<null>('logout');
export const me = () => adminApi.get<OperatorInfo>('me');

/** How many items wait in each queue (the navigation's badges). */
export const queues = () => adminApi.get<QueueCounts>('queues');
export const kycList = (state: string, paging: Paging = {}) => adminApi.get<KycRow[]>('kyc/list', { state, ...paging });
export const kycDetail = (id: string) => adminApi.get<KycDetail>('kyc/detail', { id });
export const rechargeList = (state: string, paging: Paging = {}) =>
  adminApi.get<RechargeRow[]>('recharge/list', { state, ...paging });
export const rechargeDetail = (id: string) => adminApi.get<RechargeDetail>('recharge/detail', { id });
export const withdrawList = (state: string, paging: Paging = {}) =>
  adminApi.get<WithdrawRow[]>('withdraw/list', { state, ...paging });
/** NFT sales by state (spec §6: paid sales wait for customer service's review), oldest first under review. */
export const nftSaleList = async (state: string, paging: Paging = {}) =>
  (await adminApi.get<NftPage<AdminNftOrder>>('nft/orders', { state, ...paging })).data;
export const nftItems = () => adminApi.get<AdminNftItem[]>('nft/items');
export type NftListingInput = {
  code: string;
  pay_type: 1 | 2;
  price: string;
  per_increase: string;
  margin: string;
  start_time: number;
  end_time: number;
};
export const listNft = (input: NftListingInput) => adminApi.post<{ id: number }>('nft/listings', input);
export const nftArtists = () => adminApi.get<AdminNftArtist[]>('nft/artists');
/** A new artist: `intros` as JSON keyed by language, English required. */
export const addNftArtist = (input: { name: string; avatar: string; intros: string }) =>
  adminApi.post<AdminNftArtist>('nft/artist', input);
export const uploadNftMedia = (kind: 'image' | 'audio' | 'video', file: Blob) =>
  adminApi.upload<AdminNftMedia>(`nft/media?kind=${kind}`, file);
export type NftArtworkInput = {
  name: string;
  artist: string;
  collection: string;
  rarity: string;
  royalty_bps: number;
  media: string;
  cover: string;
  descriptions: string;
  /** A blind box's design (drawn from a series' boxes, never sold itself). */
  design: boolean;
};
export const addNftArtwork = (input: NftArtworkInput) => adminApi.post<AdminNftItem>('nft/artwork', input);
/** A blind box series: `odds` as JSON, [{ rarity, bps, codes: design codes }], the bps together 10,000. */
export type NftBoxInput = {
  name: string;
  cover: string;
  price: string;
  boxes: number;
  start_time: number;
  end_time: number;
  odds: string;
};
export const listNftBox = (input: NftBoxInput) => adminApi.post<AdminNftBox>('nft/box', input);
export const decide = (queue: Queue, id: string, approve: boolean, reason: string) =>
  queue === 'follow'
    ? // A trader application is the applicant's: keyed by the user, its reason called a note.
      adminApi.post<null>('follow/decide', { user_id: id, approve, note: reason })
    : adminApi.post<null>(`${queue}/decide`, { id, approve, reason });

/** Applications to be a copy-trading trader in one state, newest first. */
export const traderApplications = async (state: string, paging: Paging = {}) =>
  (await adminApi.get<AdminApplicationsReply>('follow/applications', { state, ...paging })).data;

export const searchUsers = (q: string) => adminApi.get<UserRow[]>('users/search', { q });
export const userDetail = (id: string) => adminApi.get<UserDetail>('users/detail', { id });
export const freezeUser = (id: string, frozen: boolean, reason: string) =>
  adminApi.post<null>('users/freeze', { id, frozen, reason });
export const liftSecurityFreeze = (id: string, reason: string) =>
  adminApi.post<null>('users/lift_security_freeze', { id, reason });
export const adjustBalance = (input: {
  id: string;
  account: number;
  currency: string;
  amount: string;
  reason: string;
}) => adminApi.post<AdjustmentReply>('users/adjust', input);
/** Adjustments waiting for a second administrator ('pending'), or every one, newest first. */
export const listAdjustments = (state: 'pending' | 'all', paging: Paging = {}) =>
  adminApi.get<AdjustmentList>('users/adjustments', { state, ...paging });
/** Approves or rejects (with a note) an adjustment another administrator requested. */
export const decideAdjustment = (id: string, approve: boolean, note: string) =>
  adminApi.post<AdminAdjustment>('users/adjustments/decide', { id, approve, note });

export type AuditFilter = { operator?: string; action?: string; target_id?: string };
export const auditList = (filter: AuditFilter, paging: Paging = {}) =>
  adminApi.get<AuditRow[]>('audit', { ...filter, ...paging });
export const auditExport = (filter: AuditFilter) => adminApi.get<string>('audit/export', filter);

export const articles = (cId: number) => adminApi.get<AdminArticle[]>('content/articles', { c_id: cId });
export const saveArticle = (a: Omit<AdminArticle, 'id' | 'created_at'> & { id?: number }) =>
  adminApi.post<{ id: number }>('content/articles/save', {
    ...a,
    popup: a.popup,
    texts: JSON.stringify(a.texts satisfies ArticleTexts),
  });
export const withdrawArticle = (id: number) => adminApi.post<null>('content/articles/withdraw', { id });
export const deleteArticle = (id: number) => adminApi.post<null>('content/articles/delete', { id });

export const faq = () => adminApi.get<AdminFaqList>('content/faq');
export const saveFaq = (f: { id?: number; type: string; sort: number; texts: QaTexts }) =>
  adminApi.post<{ id: number }>('content/faq/save', { ...f, texts: JSON.stringify(f.texts) });
export const deleteFaq = (id: number) => adminApi.post<null>('content/faq/delete', { id });

export const pages = () => adminApi.get<AdminPage[]>('content/pages');
export const savePage = (keyword: PageKeyword, texts: PageTexts) =>
  adminApi.post<null>('content/pages/save', { keyword, texts: JSON.stringify(texts) });

export const siteConfig = () => adminApi.get<AdminSiteConfig>('content/site');
export const saveSiteConfig = (c: AdminSiteConfig) => adminApi.post<null>('content/site/save', c);
export const uploadImage = (file: Blob) => adminApi.upload<string>('content/upload', file);

export const spotMaker = () => adminApi.get<SpotMakerReport>('spot/maker');
export const spotPairs = () => adminApi.get<AdminSpotPair[]>('spot/pairs');
export const saveSpotPair = (instrumentId: number, changes: SpotPairChanges) =>
  adminApi.post<AdminSpotPair>('spot/pairs/save', { instrument_id: instrumentId, ...changes });

export const optionDurations = () => adminApi.get<AdminOptionDuration[]>('options/durations');
/** Saves one duration's terms (adds it when new); the answer is every duration. */
export const saveOptionDuration = (d: Omit<AdminOptionDuration, 'updated_at'>) =>
  adminApi.post<AdminOptionDuration[]>('options/duration', d);
export const optionSummary = () => adminApi.get<AdminOptionSummary[]>('options/summary');

/** Leverage contracts: every contract's terms, the liquidation line and what the product did. */
export const leverOverview = () => adminApi.get<AdminLeverOverview>('lever/products');
/** One contract's terms as POST /admin/lever/product takes them (contract/lever.ts adminProductRequest). */
export type LeverTerms = {
  match_id: number;
  lot_size: string;
  multiples: string;
  min_share: number;
  max_share: number;
  fee_rate: string;
  overnight_rate: string;
  price_band: string;
  enabled: boolean;
};
/** Saves one contract's terms (new positions only); the answer is the whole overview again. */
export const saveLeverProduct = (p: LeverTerms) => adminApi.post<AdminLeverOverview>('lever/product', p);
/** Sets the liquidation line, a fraction ('0.1' = 10 %); the answer is the whole overview again. */
export const saveLeverLine = (line: string) => adminApi.post<AdminLeverOverview>('lever/line', { line });

/** Earn products (lock mining and its DeFi and cloud kinds): each one's terms and what is locked in it. */
export const earnProducts = () => adminApi.get<AdminEarnProduct[]>('earn/products');
/** One earn product's terms as POST /admin/earn/product takes them (contract/earn.ts adminEarnProductRequest). */
export type EarnTerms = {
  /** Absent: a new product. */
  id?: number;
  kind: EarnKind;
  currency: string;
  days: number;
  /** Fractions ('0.003' = 0.3 % a day; the penalty per day still to run). */
  daily_rate: string;
  penalty_rate: string;
  min_amount: string;
  user_cap: string;
  total_cap: string;
  /** Minutes after 00:00 UTC, on a 10-minute mark. */
  dividend_minute: number;
  name: string;
  /** The name in other languages by language code; readers of one left out get `name`. */
  names: Record<string, string>;
  intro: string;
  yield_source: string;
  enabled: boolean;
};
/** Adds (no id) or edits an earn product (new orders only); the answer is every product again. */
export const saveEarnProduct = (p: EarnTerms) =>
  adminApi.post<AdminEarnProduct[]>('earn/product', { ...p, names: JSON.stringify(p.names) });

/** IEO launchpad projects, each with what has been asked and, once ended, allocated. */
export const ieoProjects = () => adminApi.get<AdminIeoProject[]>('ieo/projects');
/** A project as POST /admin/ieo/project takes it (contract/ieo.ts adminIeoProjectRequest). */
export type IeoTerms = {
  /** Absent: a new project. */
  id?: number;
  title: string;
  token: string;
  pay_currency: string;
  price: string;
  /** Whole tokens. */
  supply: string;
  min_amount: string;
  user_cap: string;
  /** Epoch ms. */
  show_at: number;
  start_at: number;
  end_at: number;
  lock_days: number;
  release_days: number;
  release_parts: number;
  link: string;
  white_paper: string;
  /** The description per language code (en required; languages left out fall back to English). */
  descriptions: Partial<Record<Locale, string>>;
  enabled: boolean;
};
/** Adds (no id) or edits a project (terms are fixed once it opens); the answer is the project. */
export const saveIeoProject = (p: IeoTerms) =>
  adminApi.post<AdminIeoProject>('ieo/project', { ...p, descriptions: JSON.stringify(p.descriptions) });

/** Dual investment plans, from which the day's products are listed. */
export const dualPlans = () => adminApi.get<DualPlan[]>('dual/plans');
/** A plan as POST /admin/dual/plan takes it (contract/dual.ts adminDualPlanRequest). */
export type DualTerms = {
  /** Absent: a new plan. */
  id?: number;
  coin: DualCoin;
  type: DualType;
  days: number;
  /** Fractions: the APR ('0.25' = 25 % a year) and the linked price's distance from the price. */
  rate: string;
  offset: string;
  step: string;
  share_size: string;
  total_number: number;
  user_limit: number;
  enabled: boolean;
};
/** Adds (no id) or edits a plan (products already listed keep their terms); the answer is the plan. */
export const saveDualPlan = (p: DualTerms) => adminApi.post<DualPlan>('dual/plan', p);
/** The products listed from the plans, newest first, with what was sold and how each settled. */
export const dualProducts = (paging: Paging = {}) => adminApi.get<AdminDualProductPage>('dual/products', paging);

/** Crypto loan products with what is lent and the open loans of each. */
export const loanProducts = () => adminApi.get<AdminLoanProduct[]>('loan/products');
/** A product as POST /admin/loan/product takes it (contract/loans.ts adminLoanProductRequest). */
export type LoanTerms = {
  /** Absent: a new product. */
  id?: number;
  collateral: string;
  /** Fractions: the three LTV lines, the interest per day and the liquidation fee. */
  initial_ltv: string;
  call_ltv: string;
  liquidation_ltv: string;
  daily_rate: string;
  liquidation_fee: string;
  /** The terms offered in days, as typed ('0, 7, 30'; 0 is flexible). */
  terms: string;
  min_borrow: string;
  user_limit: string;
  total_limit: string;
  enabled: boolean;
};
/** Adds (no id) or edits a product (loans already taken keep their terms); the answer is the product. */
export const saveLoanProduct = (p: LoanTerms) => adminApi.post<AdminLoanProduct>('loan/product', p);
/** Every user's loans, open or closed (repaid or settled), newest first. */
export const adminLoans = (state: 'open' | 'closed', paging: Paging = {}) =>
  adminApi.get<{ list: AdminLoan[]; total: number; page: number; limit: number }>('loan/loans', { state, ...paging });
export type GiftListState = 'all' | 'open' | 'done' | 'expired';
/** Every crypto gift (read only), newest first, by state. */
export const adminGifts = (state: GiftListState, paging: Paging = {}) =>
  adminApi.get<AdminGiftPage>('gift/list', { state, ...paging });
/** The proof of liabilities' publications and refused days, newest first (read only). */
export const proofPublications = (paging: Paging = {}) => adminApi.get<AdminProofPage>('proof/publications', paging);

// The support desk (contract/support.ts): the queue, a conversation, replies and its state.
export const deskList = (filter: DeskFilter, page = 1) =>
  adminApi.get<{ list: DeskConversation[]; more: boolean }>('support/list', { filter, page });
export const deskDetail = (id: string, beforeSeq?: number) =>
  adminApi.get<DeskConversationDetail>('support/detail', { id, before_seq: beforeSeq });
export const deskCanned = () => adminApi.get<CannedReply[]>('support/canned');
export const deskReply = (id: string, clientId: string, body: string) =>
  adminApi.post<SupportMessage>('support/reply', { id, client_id: clientId, body });
export const deskRead = (id: string, seq: number) => adminApi.post<null>('support/read', { id, seq });
export const deskChange = (action: 'assign' | 'close' | 'reopen', id: string) =>
  adminApi.post<DeskConversation>(`support/${action}`, { id });

// The chat room's moderation (contract/chat.ts).
export const chatMessagesAdmin = (reported: boolean, page = 1) =>
  adminApi.get<AdminChatMessage[]>('chat/messages', { reported: reported ? 1 : 0, page });
export const chatDelete = (id: string, reason: string) => adminApi.post<null>('chat/delete', { id, reason });
export const chatMute = (userId: string, minutes: number, reason: string) =>
  adminApi.post<{ muted_until: number | null }>('chat/mute', { user_id: userId, minutes, reason });

/** The settlement auditor's report: every settled outcome recomputed from the ticks and the ledger (issue 41). */
export const settlementCheck = () => adminApi.get<AuditReport>('audit/check');
