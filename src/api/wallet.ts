// Wallet calls (spec §7 Wallet; contract/wallet.ts). Mutations carry an Idempotency-Key, so a
// retry after a dropped connection cannot move money twice.
import type { AccountId, AccountTransferRow, BalanceRow, DepositAddress, RechargeItem } from '../../contract/wallet';
import { api, type CallOptions } from './client';

export const getBalances = (opts?: CallOptions) => api.post<BalanceRow[]>('wallet/list', {}, opts);

export const transferBetweenAccounts = (
  input: { currency: string; amount: string; from: AccountId; to: AccountId },
  requestId: string,
) =>
  api.post<AccountTransferRow>(
    'wallet/change',
    { currency_id: input.currency, number: input.amount, from_field: input.from, to_field: input.to },
    { idempotencyKey: requestId },
  );

export const getTransferHistory = (page: number, opts?: CallOptions) =>
  api.get<AccountTransferRow[]>('wallet/hzhistory', { page, limit: 10 }, opts);

/** Demo mode only: adds demo funds to the spot (change) account. */
export const getDemoFunds = (currency: string, amount: string, requestId: string) =>
  api.post<{ currency: string; amount: string }>('demo/faucet', { currency, amount }, { idempotencyKey: requestId });

export const getDepositAddress = (coinId: number, opts?: CallOptions) =>
  api.post<DepositAddress>('wallet/get_in_address', { currency: coinId }, opts);

export const requestRecharge = (input: { coinId: number; amount: string; voucher: string }, requestId: string) =>
  api.post<string>(
    'wallet/charge_req',
    { currency: input.coinId, amount: input.amount, voucher: input.voucher },
    { idempotencyKey: requestId },
  );

export const getRechargeLog = (page: number, opts?: CallOptions) =>
  api.get<RechargeItem[]>('recharge/log', { page, limit: 10 }, opts);
