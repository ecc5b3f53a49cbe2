// Reads a bill screen's filters from its query (?currency=USDT&account=2&kind=exchange), keeping
// only values the bill knows.
import type { AccountId } from '../../../contract/wallet';
import { WALLET_CURRENCIES } from './accounts';
import type { BillFilters } from './BillList';
import { isBillKind } from './billKinds';

export const isWalletCurrency = (v: string | null): v is (typeof WALLET_CURRENCIES)[number] =>
  v !== null && (WALLET_CURRENCIES as readonly string[]).includes(v);

export const accountParam = (v: string | null): AccountId | null =>
  v === '1' || v === '2' || v === '3' || v === '4' ? (Number(v) as AccountId) : null;

export function billFiltersOf(params: URLSearchParams): Partial<BillFilters> {
  const currency = params.get('currency');
  const account = accountParam(params.get('account'));
  const kind = params.get('kind');
  return {
    ...(isWalletCurrency(currency) ? { currency } : {}),
    ...(account ? { account } : {}),
    ...(isBillKind(kind) ? { kind } : {}),
  };
}
