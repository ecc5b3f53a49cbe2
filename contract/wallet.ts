// Wallet calls (spec §7 Wallet; issue: wallet and ledger). Amounts are decimal strings.
import { z } from 'zod';
import { wireDecimal, wireInt } from './numbers';

/** Spec §1 accounts. */
export const ACCOUNTS = { 1: 'legal', 2: 'change', 3: 'lever', 4: 'micro' } as const;
export type AccountId = keyof typeof ACCOUNTS;

const accountField = z
  .union([z.enum(['legal', 'change', 'lever', 'micro']), wireInt({ min: 1, max: 4 })])
  .transform(
    (v) => (typeof v === 'number' ? v : Number(Object.entries(ACCOUNTS).find(([, n]) => n === v)?.[0])) as AccountId,
  );

/** A currency by name (USDT, BTC, ETH) or by coin id of GET /currency/list (both USDT networks are USDT). */
export const currencyField = z
  .string()
  .trim()
  .min(1)
  .max(10)
  .transform((v) => ({ '1': 'USDT', '2': 'USDT', '3': 'ETH', '4': 'BTC' })[v] ?? v.toUpperCase());

/**
 * POST /demo/faucet {currency, amount, account?} — demo funds (not in production) into one of the
 * user's accounts: by id or name as a transfer names it; the change (spot) account when not given.
 */
export const faucetRequest = z.object({
  currency: currencyField,
  amount: wireDecimal(),
  account: accountField.optional().default(2),
});

/** GET /demo/faucet → each coin demo funds are offered in, at most `amount` a time, and whether the user ever took it. */
export type DemoCoin = { currency: string; amount: string; taken: boolean };

/** POST /wallet/change {currency_id, number, from_field, to_field} — moves funds between the user's accounts. */
export const accountTransferRequest = z.object({
  currency_id: currencyField,
  number: wireDecimal(),
  from_field: accountField,
  to_field: accountField,
});

/** POST /wallet/list → one row per account and currency, zero balances included. */
export type BalanceRow = { account: AccountId; currency: string; available: string; frozen: string };

/** GET /wallet/hzhistory {page} → account transfers, newest first. */
export type AccountTransferRow = {
  id: string;
  currency: string;
  amount: string;
  from_field: AccountId;
  to_field: AccountId;
  created_at: number;
};

/** POST /wallet/get_in_address {currency (coin id)} → the user's deposit address for that coin's network. */
export const depositAddressRequest = z.object({ currency: wireInt({ min: 1 }) });
export type DepositAddress = { coin_id: number; currency: string; network: string; address: string; qrcode: string };

/** POST /wallet/charge_req {currency (coin id), amount, voucher (upload URL)} → {id, state: 'review'}. */
export const rechargeRequest = z.object({
  currency: wireInt({ min: 1 }),
  amount: wireDecimal(),
  voucher: z.string().trim().max(400).optional().default(''),
});

/** GET /recharge/log {page, limit} → the user's recharges, newest first. */
export type RechargeItem = {
  id: string;
  coin_id: number;
  currency: string;
  network: string;
  address: string;
  amount: string;
  state: 'review' | 'approved' | 'rejected';
  reason: string | null;
  created_at: number;
  reviewed_at: number | null;
};

/** Coin ids of GET /currency/list: 1 USDT-ERC20, 2 USDT-TRC20, 3 ETH, 4 BTC. */
const coinIdField = wireInt({ min: 1 });

export type WithdrawMethod = 'address' | 'bank' | 'bank_international';

/** POST /wallet/get_info {currency (coin id)} → what a withdrawal of that coin costs and may be. */
export const withdrawInfoRequest = z.object({ currency: coinIdField });
export type WithdrawInfo = {
  coin_id: number;
  currency: string;
  network: string;
  /** The spot (change) account's available balance: withdrawals are paid from it. */
  available: string;
  /** To a wallet address: the network fee and the minimum amount. */
  fee: string;
  min: string;
  /** To a bank card (USDT only): fee = max(rate × amount, min_fee); null for other coins. */
  bank: { rate: string; min_fee: string; min: string } | null;
  /** Verification level (0 means the withdrawal answers 998) and the 24 h limit in BTC value. */
  level: 0 | 1 | 2;
  limit_btc: string;
  used_btc: string;
  remaining_btc: string;
  has_pay_password: boolean;
  /** The withdrawal asks for the authenticator code too. */
  totp_enabled: boolean;
  /** Frozen from a security alert's link: withdrawals are stopped until the freeze is lifted. */
  frozen: boolean;
  /** Withdrawals are refused until this time (ms) after a security change; null when not held. */
  withdraw_hold_until: number | null;
};

/** POST /wallet/out — spec: free-form. Amount from the spot account; pay password required. */
export const withdrawRequest = z.object({
  currency: coinIdField,
  method: z.enum(['address', 'bank', 'bank_international']).default('address'),
  /** The saved wallet address (POST /user/wallet/save) when method is 'address'. */
  address_id: z.string().trim().max(64).optional().default(''),
  amount: wireDecimal(),
  remark: z.string().trim().max(100).optional().default(''),
  pay_password: z.string().max(64),
  /** The authenticator code, when the user has turned it on. */
  totp_code: z.string().trim().max(20).optional().default(''),
});

/** GET /user/withdraw/list {page, limit} → the user's withdrawals, newest first. */
export type WithdrawItem = {
  id: string;
  coin_id: number;
  currency: string;
  method: WithdrawMethod;
  /** The address, or the bank and the account's last four digits. */
  destination: string;
  amount: string;
  fee: string;
  received: string;
  remark: string;
  state: 'review' | 'approved' | 'rejected';
  reason: string | null;
  created_at: number;
  reviewed_at: number | null;
};

/** The currencies a coin exchange converts between (spot account). */
export const EXCHANGE_CURRENCIES = ['USDT', 'BTC', 'ETH'] as const;

/** POST /user/getTransferList → the pairs that can be exchanged, with the least amount of each. */
export type ExchangePair = { from: string; to: string; min: string };

/** POST /user/getTransferFee {from_currency_id, to_currency_id} → the price now, before confirming. */
export const exchangeQuoteRequest = z.object({ from_currency_id: currencyField, to_currency_id: currencyField });
export type ExchangeQuote = {
  from: string;
  to: string;
  /** `to` per one `from`, at the recorded ticks named in `ticks` (instrument → tick id). */
  price: string;
  fee_rate: string;
  min: string;
  ticks: Record<string, number>;
  time: number;
};

/**
 * POST /user/Transfer {number, from_currency_id, to_currency_id, price} — exchange in the spot
 * account. `price` is the quote the user saw: if the price has since moved against them by more
 * than 0.5 % the exchange is refused and they confirm the new one.
 */
export const exchangeRequest = z.object({
  number: wireDecimal(),
  from_currency_id: currencyField,
  to_currency_id: currencyField,
  price: wireDecimal({ orEmpty: true }).optional().default(''),
});
export type ExchangeResult = {
  id: string;
  from: string;
  to: string;
  amount: string;
  price: string;
  fee: string;
  received: string;
  ticks: Record<string, number>;
  created_at: number;
};

/** GET /wallet/getRateCurrency → units of each fiat currency per US dollar (USDT counts as 1 USD). */
export type FiatRate = { currency_code: string; rate: string; tick_id: number | null; time: number };

/** POST /wallet/legal_log {currency, type (account), kind, page, limit} → the bill: balance changes, newest first. */
export const billRequest = z.object({
  currency: z
    .union([z.literal(''), currencyField])
    .optional()
    .default(''),
  type: z
    .union([z.literal(''), accountField])
    .optional()
    .default(''),
  kind: z.string().trim().max(40).optional().default(''),
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(10),
});
/** What caused a balance change (the ledger entry's kind). */
export type BillKind =
  | 'demo_funds'
  | 'account_transfer'
  | 'recharge'
  | 'withdraw_freeze'
  | 'withdraw_paid'
  | 'withdraw_released'
  | 'exchange'
  | 'adjustment'
  | 'spot_freeze'
  | 'spot_trade'
  | 'spot_release'
  | 'option_stake'
  | 'option_settle'
  | 'lever_open'
  | 'lever_entrust'
  | 'lever_fill'
  | 'lever_cancel'
  | 'lever_close'
  | 'lever_overnight'
  | 'earn_lock'
  | 'earn_interest'
  | 'earn_release'
  | 'earn_redeem'
  | 'ieo_commit'
  | 'ieo_allocate'
  | 'ieo_release'
  | 'dual_buy'
  | 'dual_settle'
  | 'nft_margin'
  | 'nft_margin_release'
  | 'nft_margin_forfeit'
  | 'nft_pay'
  | 'nft_sale'
  | 'nft_refund'
  | 'nft_box'
  | 'gift_send'
  | 'gift_claim'
  | 'gift_refund';
export type BillRow = {
  /** The ledger entry. */
  id: string;
  kind: BillKind;
  account: AccountId;
  currency: string;
  /** Signed changes of the available and frozen balance. */
  available: string;
  frozen: string;
  /** Details of the cause (e.g. the other account of a transfer, the withdrawal id). */
  memo: Record<string, unknown>;
  created_at: number;
};

/** POST /wallet/detail {currency, type (account, default change)} → one balance with its USDT value. */
export const balanceDetailRequest = z.object({
  currency: currencyField,
  type: accountField.optional().default(2),
});
export type BalanceDetail = BalanceRow & { usdt_price: string; usdt_value: string };

/** GET /currency/user_currency_list → each currency with all accounts added up and its USDT value. */
export type UserCurrency = {
  currency: string;
  available: string;
  frozen: string;
  total: string;
  usdt_price: string;
  usdt_value: string;
};

/**
 * GET /user/daily_profit_loss → today's (UTC) result of holding: the value now minus the value at
 * the day's open (at recorded prices), less what came in or went out (recharges, withdrawals,
 * demo funds) since.
 */
export type DailyProfitLoss = {
  day_start: number;
  value_open: string;
  value_now: string;
  net_inflow: string;
  profit_loss: string;
  /** Percent of the opening value, 2 decimals; '0' when it opened at zero. */
  percent: string;
};
