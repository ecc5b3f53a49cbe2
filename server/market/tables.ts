import type { ColumnType } from 'kysely';

export interface MarketTickTable {
  /** time × 1000 + a per-process sequence: unique, ordered, citable. */
  id: number;
  instrument_id: number;
  price: string;
  volume: string;
  time: number;
}

export interface MarketCandleTable {
  instrument_id: number;
  period: string;
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface FavouriteTable {
  user_id: string;
  instrument_id: number;
  created_at: number;
}

export interface LeaseTable {
  name: string;
  holder: string;
  expires_at: number;
  /** Counts the changes of holder: the fencing token a holder's writes are checked against. */
  generation: ColumnType<number, number | undefined, number>;
}
