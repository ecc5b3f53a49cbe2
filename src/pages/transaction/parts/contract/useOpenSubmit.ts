// Sending a contract order through the money action (state/useMoneyAction.ts): one key per
// intended order (instrument, direction, type, lots, multiple, limit, stops), so a position is
// never opened twice. A refusal (translated by the server) is toasted and placed by checking the
// order again against the deal loaded after it: lots out of range, a limit or a stop on the wrong
// side, or too little balance land at their field; the rest (market closed, multiple no longer
// offered…) beside the open buttons.
import { useLingui } from '@lingui/react/macro';
import type { LeverDirection, LeverPosition } from '../../../../../contract/lever';
import { openPosition } from '../../../../api/lever';
import type { OpenEstimate, OrderField } from '../../../../lib/lever';
import { showToast } from '../../../../state/ui';
import { type Keyed, useMoneyAction } from '../../../../state/useMoneyAction';

export type ContractOrder = {
  type: LeverDirection;
  share: number;
  multiple: number;
  /** null for a market order. */
  limit: string | null;
  /** The price the estimate was made at (the limit, or the last price). */
  price: string;
  takeProfit: string | null;
  stopLoss: string | null;
  estimate: OpenEstimate;
};

export type Confirming = Keyed<ContractOrder>;

export function useOpenSubmit({
  pair,
  identity,
  onPlaced,
  placeOf,
}: {
  pair: { currency_id: number; legal_id: number };
  /** What the order is, as typed: a new key whenever it changes. */
  identity: string;
  onPlaced: (position: LeverPosition) => void;
  /** Where a refusal of this order belongs, judged on data loaded after it. */
  placeOf: (order: ContractOrder) => Promise<OrderField>;
}) {
  const { t } = useLingui();
  return useMoneyAction({
    identity: [pair.currency_id, pair.legal_id, identity],
    send: (c: ContractOrder, key) =>
      openPosition(
        {
          pair,
          share: c.share,
          multiple: c.multiple,
          type: c.type,
          limit: c.limit,
          takeProfit: c.takeProfit,
          stopLoss: c.stopLoss,
        },
        key,
        { quiet: true },
      ),
    toast: (position) => (position.status === 0 ? t`Limit order placed` : t`Position opened`),
    onDone: onPlaced,
    placeRefusal: (err, c) => {
      showToast(err.message);
      return placeOf(c);
    },
  });
}
