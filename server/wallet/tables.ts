export type RechargeState = 'review' | 'approved' | 'rejected';

export interface RechargeTable {
  id: string;
  user_id: string;
  coin_id: number;
  currency: string;
  address: string;
  amount: string;
  voucher_file_id: string;
  state: RechargeState;
  reason: string | null;
  reviewer: string | null;
  /** The ledger entry that credited it, once approved. */
  entry_id: string | null;
  created_at: number;
  reviewed_at: number | null;
}

export type WithdrawalState = 'review' | 'approved' | 'rejected';
export type WithdrawalMethod = 'address' | 'bank' | 'bank_international';

export interface WithdrawalTable {
  id: string;
  user_id: string;
  coin_id: number;
  currency: string;
  method: WithdrawalMethod;
  /** JSON: where the money goes (the wallet address, or the bank card's fields) as it was at the request. */
  destination: string;
  amount: string;
  fee: string;
  /** amount − fee: what arrives. */
  received: string;
  /** The amount's value in BTC at the recorded prices of the request (the 24 h limit counts these). */
  btc_value: string;
  /** JSON {instrument symbol: tick id} of the recorded prices used. */
  price_ticks: string;
  remark: string;
  state: WithdrawalState;
  reason: string | null;
  reviewer: string | null;
  /** The entry that froze the amount. */
  freeze_entry_id: string;
  /** The entry that paid it out or released it. */
  entry_id: string | null;
  created_at: number;
  reviewed_at: number | null;
}

export interface CoinExchangeTable {
  id: string;
  user_id: string;
  from_currency: string;
  to_currency: string;
  amount: string;
  /** to_currency per one from_currency, at the recorded ticks. */
  price: string;
  fee: string;
  received: string;
  /** JSON {instrument symbol: tick id}. */
  price_ticks: string;
  entry_id: string;
  created_at: number;
}
