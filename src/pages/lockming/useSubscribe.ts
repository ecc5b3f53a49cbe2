// Subscribing to a lock-mining product through the money action (state/useMoneyAction.ts): one
// key per intended order (product and amount), so an amount is never locked twice. A refusal
// (translated by the server: below the minimum, above a cap, insufficient balance, product off…)
// is toasted by the client and kept at the amount field.
import { useLingui } from '@lingui/react/macro';
import type { EarnOrder, EarnProduct } from '../../../contract/earn';
import { subscribeEarn } from '../../api/earn';
import type { IncomeEstimate } from '../../lib/earn';
import { type Keyed, useMoneyAction } from '../../state/useMoneyAction';

type Subscription = { product: EarnProduct; amount: string; income: IncomeEstimate };
export type Confirming = Keyed<Subscription>;

export function useSubscribe(o: { productId: number; amount: string; onDone: (order: EarnOrder) => void }) {
  const { t } = useLingui();
  const action = useMoneyAction({
    identity: [o.productId, o.amount.trim()],
    send: (c: Subscription, key) => subscribeEarn(c.product.id, c.amount.trim(), key),
    toast: t`Subscribed: the amount is locked`,
    onDone: o.onDone,
  });
  return { ...action, refusal: action.refusal?.message ?? null };
}
