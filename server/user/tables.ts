import type { Generated } from 'kysely';

export interface CoinTable {
  id: number;
  name: string;
  sub_name: string;
  type: string;
  status: number;
  image: string;
  sort: number;
}

export interface WalletAddressTable {
  id: string;
  user_id: string;
  coin_id: number;
  name: string;
  address: string;
  qrcode_file_id: string;
  created_at: number;
  /** Withdrawals to it are refused before this time: a new destination waits the security hold. */
  usable_at: Generated<number>;
}

export interface BankCardTable {
  user_id: string;
  kind: 'domestic' | 'international';
  /** JSON object of the card's fields (spec §3: payload free-form). */
  fields: string;
  updated_at: number;
  /** Withdrawals to it are refused before this time: a new or changed card waits the security hold. */
  usable_at: Generated<number>;
}

export interface NotificationTable {
  id: string;
  user_id: string;
  kind: string;
  /** JSON object of values for the notification's text. */
  params: string;
  read: number;
  created_at: number;
}
