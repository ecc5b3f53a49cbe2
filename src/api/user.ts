// User calls (spec §7 User; contract/user.ts, contract/kyc.ts).
import type { RealState } from '../../contract/kyc';
import type { Locale } from '../../contract/locales';
import type {
  AreaCode,
  BankCard,
  Coin,
  FiatCurrency,
  InternationalCard,
  NotificationItem,
  Page,
  UserInfo,
  WalletAddress,
} from '../../contract/user';
import { api, type CallOptions } from './client';

export const getUserInfo = (opts?: CallOptions) => api.get<UserInfo>('user/info', {}, opts);

export const editNickname = (nickname: string, signature: string, opts?: CallOptions) =>
  api.post<string>('user/editNickname', { nickname, signature }, opts);

/** `upload` is the URL /upload answered; → the avatar's public path. */
export const setHeadPortrait = (upload: string, opts?: CallOptions) =>
  api.post<string>('user/uploadHeadPortrait', { head_portrait: upload }, opts);

export const saveSettings = (settings: { lang?: Locale; fiat?: FiatCurrency }, opts?: CallOptions) =>
  api.post<string>('user/settings', settings, opts);

export const getNotifications = (page: number, opts?: CallOptions) =>
  api.get<Page<NotificationItem> & { unread: number }>('user/notifications', { page, limit: 10 }, opts);
export const readNotification = (id: string, opts?: CallOptions) =>
  api.post<null>('user/notifications/read', { id }, opts);

export const getCoins = (opts?: CallOptions) => api.get<Coin[]>('currency/list', {}, opts);
export const getAreaCodes = (opts?: CallOptions) => api.get<AreaCode[]>('area_codes', {}, opts);

export const saveWalletAddress = (
  input: { currency: number; name: string; address: string; qrcode: string },
  opts?: CallOptions,
) => api.post<string>('user/wallet/save', input, opts);
export const getWalletAddresses = (page: number, opts?: CallOptions) =>
  api.get<Page<WalletAddress>>('user/wallet/list', { page, limit: 10 }, opts);
/** Addresses come ten to a page; a user with more than this many has too many to pick from anyway. */
const MAX_ADDRESS_PAGES = 10;

/** Every saved address (all pages), newest first. */
export async function allWalletAddresses(): Promise<WalletAddress[]> {
  const list: WalletAddress[] = [];
  for (let page = 1; page <= MAX_ADDRESS_PAGES; page++) {
    const reply = await getWalletAddresses(page, { quiet: true });
    list.push(...reply.data);
    if (list.length >= reply.total || reply.data.length === 0) break;
  }
  return list;
}

export const deleteWalletAddress = (id: string, opts?: CallOptions) => api.post<null>('user/wallet/del', { id }, opts);

export const saveBankCard = (card: BankCard, opts?: CallOptions) => api.post<string>('user/cash_save', card, opts);
export const getBankCard = (opts?: CallOptions) => api.post<BankCard | null>('user/cash_info', {}, opts);
export const saveInternationalCard = (card: InternationalCard, opts?: CallOptions) =>
  api.post<string>('user/cash_save_international', card, opts);
export const getInternationalCard = (opts?: CallOptions) =>
  api.post<InternationalCard | null>('user/cash_info_international', {}, opts);

export const getRealState = (opts?: CallOptions) => api.get<RealState>('real/state', {}, opts);

export type RealSubmission =
  | {
      real_type: '1';
      id_type: '1' | '2' | '3';
      /** Issuing country (ISO 3166-1 alpha-2); absent, the server takes China (the spec's client). */
      country?: string;
      name: string;
      card_id: string;
      front_pic: string;
      reverse_pic: string;
    }
  | { real_type: '2'; link_name: string; link_mobile: string; link_code: string; hand_pic: string };

export const submitReal = (input: RealSubmission, opts?: CallOptions) => api.post<string>('user/real', input, opts);

/**
 * A submission from a form's text fields and its uploaded photos: level 1 (`photo` the front,
 * `reverse_pic` the back) or, with `real_type` '2', level 2 (`photo` the hand-held one). The form
 * and the upload queue build it alike, so a queued copy matches the one first tried (one request).
 */
export function realSubmissionOf(
  fields: Record<string, string | undefined>,
  photo: string,
  more: Record<string, string | undefined> = {},
): RealSubmission {
  if (fields.real_type === '2') {
    return {
      real_type: '2',
      link_name: fields.link_name ?? '',
      link_mobile: fields.link_mobile ?? '',
      link_code: fields.link_code ?? '',
      hand_pic: photo,
    };
  }
  return {
    real_type: '1',
    id_type: fields.id_type === '2' || fields.id_type === '3' ? fields.id_type : '1',
    // A form kept on the device before the country was asked has none: sent without, as before.
    ...(fields.country ? { country: fields.country } : {}),
    name: fields.name ?? '',
    card_id: fields.card_id ?? '',
    front_pic: photo,
    reverse_pic: more.reverse_pic ?? '',
  };
}
