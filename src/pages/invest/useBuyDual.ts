// Buying shares of a dual-investment product through the money action (state/useMoneyAction.ts):
// one key per intended purchase (product and share count), so shares are never bought twice. A
// refusal (translated by the server: sold out, over the limit, insufficient balance, not a whole
// number…) is toasted by the client and kept at the quantity field.
import { useLingui } from '@lingui/react/macro';
import type { DualOrder, DualProduct } from '../../../contract/dual';
import { buyDual } from '../../api/dual';
import type { Outcomes } from '../../lib/dual';
import { type Keyed, useMoneyAction } from '../../state/useMoneyAction';

type Purchase = { product: DualProduct; num: string; outcomes: Outcomes };
export type ConfirmingBuy = Keyed<Purchase>;

export function useBuyDual(o: { productId: number; num: string; onDone: (order: DualOrder) => void }) {
  const { t } = useLingui();
  const action = useMoneyAction({
    identity: [o.productId, o.num.trim()],
    send: (c: Purchase, key) => buyDual(c.product.id, c.num.trim(), key),
    toast: t`Purchased: the amount is frozen until settlement`,
    onDone: o.onDone,
  });
  return { ...action, refusal: action.refusal?.message ?? null };
}
