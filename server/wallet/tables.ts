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
