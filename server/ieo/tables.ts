/**
 * An IEO project (issue 16, ADR 19): a supply of a token sold at a fixed price in a window, edited
 * by an operator with the audit log until it opens. `asked` and `committed` are the running totals
 * of its orders (tokens and payment), kept in the transaction that adds an order. `descriptions`
 * is JSON keyed by language code.
 */
export interface IeoProjectTable {
  id: number;
  title: string;
  token: string;
  pay_currency: string;
  price: string;
  supply: string;
  min_amount: string;
  user_cap: string;
  show_at: number;
  start_at: number;
  end_at: number;
  lock_days: number;
  release_days: number;
  release_parts: number;
  link: string;
  white_paper: string;
  descriptions: string;
  enabled: number;
  asked: string;
  committed: string;
  /** Set by the allocation, in the transaction that credits every order. */
  ratio: string | null;
  allocated_at: number | null;
  updated_at: number;
}

/** An order: `committed` frozen in the coin account (2) until the allocation; then its share. */
export interface IeoOrderTable {
  id: string;
  user_id: string;
  project_id: number;
  token: string;
  pay_currency: string;
  price: string;
  amount: string;
  committed: string;
  state: 'committed' | 'allocated' | 'released';
  allocated: string | null;
  cost: string | null;
  refund: string | null;
  /** Tokens released so far, and how many of the release parts are done. */
  released: string;
  parts_done: number;
  /** When the next part is due (null when none is). */
  next_release_at: number | null;
  request_id: string | null;
  created_at: number;
  allocated_at: number | null;
}
