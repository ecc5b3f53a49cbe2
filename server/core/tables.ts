// The database type: one interface per table, owned by its area, composed here.

import type { AuditLogTable, BalanceAdjustmentTable, OperatorSessionTable, OperatorTable } from '../admin/tables';
import type { PriceAlertTable } from '../alerts/tables';
import type {
  FreezeLinkTable,
  SecurityEventTable,
  SessionTable,
  UsersTable,
  VerificationCodeTable,
} from '../auth/tables';
import type { ChatMessageTable, ChatMuteTable, ChatReportTable, ChatRoomTable } from '../chat/tables';
import type { SettingTable } from '../content/tables';
import type {
  CopyCursorTable,
  CopyFollowTable,
  CopyPositionTable,
  CopyShareTable,
  CopySkipTable,
  CopyStatsTable,
  CopyTraderTable,
} from '../copy/tables';
import type { DualOrderTable, DualPlanTable, DualProductTable } from '../dual/tables';
import type { EarnOrderTable, EarnProductTable } from '../earn/tables';
import type { FileTable } from '../files/tables';
import type { GameGuessTable, GamePlayerTable } from '../game/tables';
import type { GiftClaimTable, GiftTable } from '../gifts/tables';
import type { IeoOrderTable, IeoProjectTable } from '../ieo/tables';
import type { KycSubmissionTable } from '../kyc/tables';
import type { BalanceTable, IdempotencyTable, LedgerEntryTable, LedgerPostingTable } from '../ledger/tables';
import type { LeverCursorTable, LeverPositionTable, LeverProductTable } from '../lever/tables';
import type { LoanEventTable, LoanProductTable, LoanTable } from '../loans/tables';
import type { FavouriteTable, LeaseTable, MarketCandleTable, MarketTickTable } from '../market/tables';
import type {
  NftArtistTable,
  NftBidTable,
  NftBoxTable,
  NftCollectTable,
  NftItemTable,
  NftListingTable,
  NftMarginTable,
  NftMessageTable,
  NftOrderTable,
  NftTermsTable,
} from '../nft/tables';
import type { OptionDisclosureTable, OptionDurationTable, OptionOrderTable } from '../options/tables';
import type { ProofNodeTable, ProofPublicationTable, ProofSaltTable } from '../proof/tables';
import type { SpotOrderTable, SpotPairTable, SpotTradeTable } from '../spot/tables';
import type { SupportCannedTable, SupportConversationTable, SupportMessageTable } from '../support/tables';
import type { BankCardTable, CoinTable, NotificationTable, WalletAddressTable } from '../user/tables';
import type { CoinExchangeTable, RechargeTable, WithdrawalTable } from '../wallet/tables';
import type { JobRunTable, OutboxTable, RateLimitTable, RowLockTable, TryLimitTable } from './tables-shared';

export interface Database {
  setting: SettingTable;
  users: UsersTable;
  session: SessionTable;
  verification_code: VerificationCodeTable;
  security_event: SecurityEventTable;
  freeze_link: FreezeLinkTable;
  outbox: OutboxTable;
  rate_limit: RateLimitTable;
  try_limit: TryLimitTable;
  row_lock: RowLockTable;
  file: FileTable;
  kyc_submission: KycSubmissionTable;
  coin: CoinTable;
  wallet_address: WalletAddressTable;
  bank_card: BankCardTable;
  notification: NotificationTable;
  market_tick: MarketTickTable;
  market_candle: MarketCandleTable;
  favourite: FavouriteTable;
  lease: LeaseTable;
  ledger_entry: LedgerEntryTable;
  ledger_posting: LedgerPostingTable;
  balance: BalanceTable;
  idempotency: IdempotencyTable;
  recharge: RechargeTable;
  withdrawal: WithdrawalTable;
  coin_exchange: CoinExchangeTable;
  operator: OperatorTable;
  operator_session: OperatorSessionTable;
  audit_log: AuditLogTable;
  spot_pair: SpotPairTable;
  spot_order: SpotOrderTable;
  spot_trade: SpotTradeTable;
  job_run: JobRunTable;
  balance_adjustment: BalanceAdjustmentTable;
  option_duration: OptionDurationTable;
  option_order: OptionOrderTable;
  option_disclosure: OptionDisclosureTable;
  lever_product: LeverProductTable;
  lever_position: LeverPositionTable;
  lever_cursor: LeverCursorTable;
  earn_product: EarnProductTable;
  earn_order: EarnOrderTable;
  ieo_project: IeoProjectTable;
  ieo_order: IeoOrderTable;
  dual_plan: DualPlanTable;
  dual_product: DualProductTable;
  dual_order: DualOrderTable;
  support_conversation: SupportConversationTable;
  support_message: SupportMessageTable;
  support_canned: SupportCannedTable;
  chat_room: ChatRoomTable;
  chat_message: ChatMessageTable;
  chat_report: ChatReportTable;
  chat_mute: ChatMuteTable;
  nft_terms: NftTermsTable;
  nft_artist: NftArtistTable;
  nft_item: NftItemTable;
  nft_listing: NftListingTable;
  nft_bid: NftBidTable;
  nft_margin: NftMarginTable;
  nft_order: NftOrderTable;
  nft_box: NftBoxTable;
  nft_collect: NftCollectTable;
  nft_message: NftMessageTable;
  price_alert: PriceAlertTable;
  loan_product: LoanProductTable;
  loan: LoanTable;
  loan_event: LoanEventTable;
  copy_trader: CopyTraderTable;
  copy_follow: CopyFollowTable;
  copy_position: CopyPositionTable;
  copy_skip: CopySkipTable;
  copy_cursor: CopyCursorTable;
  copy_stats: CopyStatsTable;
  copy_share: CopyShareTable;
  proof_salt: ProofSaltTable;
  proof_publication: ProofPublicationTable;
  proof_node: ProofNodeTable;
  gift: GiftTable;
  gift_claim: GiftClaimTable;
  game_guess: GameGuessTable;
  game_player: GamePlayerTable;
}
