// The signed-in user: profile, settings, notifications, wallet addresses and bank cards (spec §3,
// §7 User). Replies are the `message` of the ok envelope.
import { z } from 'zod';
import { LOCALES } from './locales';
import { wireInt } from './numbers';

/** Spec §3 "Fiat setting": the currencies a user may value assets in. */
export const FIAT_CURRENCIES = ['USD', 'CNY', 'GBP', 'HKD', 'JPY', 'EUR', 'AED', 'THB', 'PHP', 'SGD', 'VND'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

export type RealStatus = 'none' | 'review' | 'verified' | 'failed';

/** GET /user/info */
export type UserInfo = {
  id: string;
  email: string | null;
  area_code: string | null;
  mobile: string | null;
  nickname: string;
  signature: string;
  head_portrait: string;
  credit_score: number;
  invite_code: string;
  lang: string;
  fiat: FiatCurrency;
  has_pay_password: boolean;
  totp_enabled: boolean;
  anti_phishing_code: string | null;
  /** Highest verified identity level: 0 none, 1 basic, 2 advanced. */
  real_level: 0 | 1 | 2;
  /** State of the latest verification submission. */
  real_status: RealStatus;
  created_at: number;
};

const text = (max: number) => z.string().trim().max(max);

/** POST /user/editNickname {nickname, signature} */
/** POST /user/editNickname {nickname, signature?}: a signature left out stays as it is. */
export const editNicknameRequest = z.object({ nickname: text(40), signature: text(120).optional() });

/** POST /user/uploadHeadPortrait {head_portrait}: the URL an upload returned → message: the public path. */
export const headPortraitRequest = z.object({ head_portrait: text(400) });

/** POST /user/settings {lang?, fiat?}: language and default fiat currency, kept on the account. */
export const settingsRequest = z.object({
  lang: z.enum(LOCALES).optional(),
  fiat: z.enum(FIAT_CURRENCIES).optional(),
});

/** GET /user/notifications {page, limit} → Page<NotificationItem> & {unread} */
export type NotificationItem = {
  id: string;
  /** kyc_verified | kyc_failed (params.reason) | password_changed | new_login (params.ip) */
  kind: string;
  params: Record<string, string>;
  read: boolean;
  created_at: number;
};

/** POST /user/notifications/read {id} ('all' marks every one read) */
export const readNotificationRequest = z.object({ id: text(64) });

/** Paged lists: spec §9 page size 10. */
export const pageRequest = z.object({
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(10),
});
export type Page<T> = { data: T[]; total: number; page: number; limit: number };

/** GET /currency/list → the coins (spec §3 Coin). */
export type Coin = { id: number; name: string; subName: string; type: string; status: number; image: string };

/** POST /user/wallet/save {currency (coin id), name, address, qrcode (upload URL)} */
export const walletSaveRequest = z.object({
  currency: wireInt({ min: 1 }),
  name: text(40),
  address: text(200),
  qrcode: text(400),
});

/** GET /user/wallet/list {page, limit} → Page<WalletAddress> */
export type WalletAddress = {
  id: string;
  currency: number;
  coin_name: string;
  sub_name: string;
  name: string;
  address: string;
  /** A signed URL of the QR image, valid for an hour. */
  qrcode: string;
  created_at: number;
  /** Withdrawals to it may start at this time (ms): a new address waits the security hold. */
  usable_at: number;
};

/** POST /user/wallet/del {id} */
export const walletDeleteRequest = z.object({ id: text(64) });

/** POST /user/cash_save: a domestic bank card (spec §3; every field required). */
export const bankCardRequest = z.object({
  real_name: text(60),
  bank_account: text(40),
  bank_dizhi: text(100),
  bank_name: text(100),
  bank_network: text(100),
  branch: text(100),
  swift_code: text(20),
  phone: text(20),
});
export type BankCard = z.infer<typeof bankCardRequest>;

/**
 * POST /user/cash_save_international. The spec reuses old field names: alipay_account is the ABA
 * number, wechat_account the cardholder's address, wechat_nickname the SWIFT code.
 */
export const internationalCardRequest = z.object({
  real_name: text(60),
  bank_account: text(40),
  bank_name: text(100),
  alipay_account: text(20),
  wechat_account: text(200),
  wechat_nickname: text(20),
});
export type InternationalCard = z.infer<typeof internationalCardRequest>;

/** GET /area_codes → the phone area codes, for the area picker (names come from Intl on the client). */
export type AreaCode = { id: number; iso: string; code: string };
