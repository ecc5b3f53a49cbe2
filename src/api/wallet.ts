// Wallet calls (spec §7 Wallet; contract/wallet.ts). Mutations carry an Idempotency-Key, so a
// retry after a dropped connection cannot move money twice.
import type {
  AccountId,
  AccountTransferRow,
  BalanceDetail,
  BalanceRow,
  BillRow,
  DailyProfitLoss,
  DemoCoin,
  DepositAddress,
  ExchangePair,
  ExchangeQuote,
  ExchangeResult,
  FiatRate,
  RechargeItem,
  UserCurrency,
  WithdrawInfo,
  WithdrawItem,
  WithdrawMethod,
} from '../../contract/wallet';
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

/** Demo mode only: adds demo funds to one of the user's accounts (the spot account when not given). */
export const getDemoFunds = (currency: string, amount: string, requestId: string, account?: AccountId) =>
  api.post<{ currency: string; amount: string; account: AccountId }>(
    'demo/faucet',
    { currency, amount, ...(account !== undefined && { account }) },
    { idempotencyKey: requestId },
  );

/** Demo mode only: each coin demo funds are offered in, and whether the user has taken it. */
export const getDemoCoins = (opts?: CallOptions) => api.get<DemoCoin[]>('demo/faucet', {}, opts);

export const getDepositAddress = (coinId: number, opts?: CallOptions) =>
  api.post<DepositAddress>('wallet/get_in_address', { currency: coinId }, opts);

export const requestRecharge = (
  input: { coinId: number; amount: string; voucher: string },
  requestId: string,
  opts?: CallOptions,
) =>
  api.post<string>(
    'wallet/charge_req',
    { currency: input.coinId, amount: input.amount, voucher: input.voucher },
    { ...opts, idempotencyKey: requestId },
  );

export const getRechargeLog = (page: number, opts?: CallOptions) =>
  api.get<RechargeItem[]>('recharge/log', { page, limit: 10 }, opts);

// Withdrawals

export const getWithdrawInfo = (coinId: number, opts?: CallOptions) =>
  api.post<WithdrawInfo>('wallet/get_info', { currency: coinId }, opts);

export type WithdrawInput = {
  coinId: number;
  method: WithdrawMethod;
  addressId?: string;
  amount: string;
  remark: string;
  payPassword: string;
  /** The authenticator code, when the user has it on. */
  totpCode?: string;
};

export const requestWithdrawal = (input: WithdrawInput, requestId: string) =>
  api.post<{ id: string; state: 'review'; amount: string; fee: string; received: string }>(
    'wallet/out',
    {
      currency: input.coinId,
      method: input.method,
      address_id: input.addressId ?? '',
      amount: input.amount,
      remark: input.remark,
      pay_password: input.payPassword,
      totp_code: input.totpCode ?? '',
    },
    { idempotencyKey: requestId },
  );

export const getWithdrawals = (page: number, opts?: CallOptions) =>
  api.get<WithdrawItem[]>('user/withdraw/list', { page, limit: 10 }, opts);

// Coin exchange (spec: Transfer)

export const getExchangePairs = (opts?: CallOptions) => api.post<ExchangePair[]>('user/getTransferList', {}, opts);

export const getExchangeQuote = (from: string, to: string, opts?: CallOptions) =>
  api.post<ExchangeQuote>('user/getTransferFee', { from_currency_id: from, to_currency_id: to }, opts);

/** `price` is the quote shown to the user: the server refuses if it has since moved against them. */
export const exchangeCoins = (input: { from: string; to: string; amount: string; price: string }, requestId: string) =>
  api.post<ExchangeResult>(
    'user/Transfer',
    { number: input.amount, from_currency_id: input.from, to_currency_id: input.to, price: input.price },
    { idempotencyKey: requestId },
  );

// Rates, bills and valuations

export const getFiatRates = (opts?: CallOptions) => api.get<FiatRate[]>('wallet/getRateCurrency', {}, opts);

export type BillFilter = { currency?: string; account?: AccountId; kind?: string };

export const getBills = (filter: BillFilter, page: number, opts?: CallOptions) =>
  api.post<BillRow[]>(
    'wallet/legal_log',
    { currency: filter.currency ?? '', type: filter.account ?? '', kind: filter.kind ?? '', page, limit: 10 },
    opts,
  );

export const getBalanceDetail = (currency: string, account: AccountId, opts?: CallOptions) =>
  api.post<BalanceDetail>('wallet/detail', { currency, type: account }, opts);

export const getUserCurrencies = (opts?: CallOptions) =>
  api.get<UserCurrency[]>('currency/user_currency_list', {}, opts);

export const getDailyProfitLoss = (opts?: CallOptions) => api.get<DailyProfitLoss>('user/daily_profit_loss', {}, opts);
