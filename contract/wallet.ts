// Wallet calls (spec §7 Wallet; issue: wallet and ledger). Amounts are decimal strings.
import { z } from 'zod';

/** Spec §1 accounts. */
export const ACCOUNTS = { 1: 'legal', 2: 'change', 3: 'lever', 4: 'micro' } as const;
export type AccountId = keyof typeof ACCOUNTS;

const accountField = z
  .union([z.enum(['legal', 'change', 'lever', 'micro']), z.coerce.number().int().min(1).max(4)])
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

/** POST /demo/faucet {currency, amount} — demo funds into the change account (not in production). */
export const faucetRequest = z.object({ currency: currencyField, amount: z.string().trim().max(40) });

/** POST /wallet/change {currency_id, number, from_field, to_field} — moves funds between the user's accounts. */
export const accountTransferRequest = z.object({
  currency_id: currencyField,
  number: z.string().trim().max(40),
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
export const depositAddressRequest = z.object({ currency: z.coerce.number().int().positive() });
export type DepositAddress = { coin_id: number; currency: string; network: string; address: string; qrcode: string };

/** POST /wallet/charge_req {currency (coin id), amount, voucher (upload URL)} → {id, state: 'review'}. */
export const rechargeRequest = z.object({
  currency: z.coerce.number().int().positive(),
  amount: z.string().trim().max(40),
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
