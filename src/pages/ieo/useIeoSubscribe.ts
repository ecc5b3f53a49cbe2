// Subscribing to an IEO project through the money action (state/useMoneyAction.ts): one key per
// intended order (project and amount), so a payment is never committed twice. A refusal
// (translated by the server: not open, below the minimum, above the cap, price changed,
// insufficient balance…) is toasted by the client and kept at the amount field.
import { useLingui } from '@lingui/react/macro';
import type { IeoDetail, IeoProject } from '../../../contract/ieo';
import { subscribeIeo } from '../../api/ieo';
import type { AllocationExample } from '../../lib/ieo';
import { type Keyed, useMoneyAction } from '../../state/useMoneyAction';

type IeoOrder = {
  project: IeoProject;
  /** Whole tokens, as sent. */
  amount: string;
  /** amount × price, committed (frozen) until the end. */
  payment: string;
  example: AllocationExample | null;
};
export type IeoConfirming = Keyed<IeoOrder>;

export function useIeoSubscribe(o: { projectId: number; amount: string; onDone: (detail: IeoDetail) => void }) {
  const { t } = useLingui();
  const action = useMoneyAction({
    identity: [o.projectId, o.amount.trim()],
    // The price and currency shown are sent, so a price that changed meanwhile is refused rather
    // than charged.
    send: (c: IeoOrder, key) =>
      subscribeIeo(
        { project_id: c.project.id, amount: c.amount, pay_currency: c.project.pay_currency, price: c.project.price },
        key,
      ),
    toast: t`Subscribed: the payment is committed until the end`,
    onDone: o.onDone,
  });
  return { ...action, refusal: action.refusal?.message ?? null };
}
