// Placing a spot order through the money action (state/useMoneyAction.ts): one key per intended
// order (what is asked: pair, side, type, price, amount or total, time in force, post-only), so an
// order is never placed twice. A refusal (also toasted by the API client) keeps everything typed and
// belongs under the amount when it is "insufficient balance" (changed since the form checked it),
// at the price when it is outside the band around the latest tick, else beside the button.
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { SpotOrder, SpotPair } from '../../../../contract/spot';
import { REFUSAL_CODES, refusalCode } from '../../../api/refusals';
import { placeSpotOrder } from '../../../api/spot';
import { byTotal } from '../../../lib/spot';
import { useMoneyAction } from '../../../state/useMoneyAction';
import type { Confirming } from './ConfirmOrder';
import { CANCEL_REASON_LABELS } from './labels';

type Order = Omit<Confirming, 'key'>;

const PLACES: Readonly<Record<string, 'amount' | 'price'>> = {
  [REFUSAL_CODES.insufficientBalance]: 'amount',
  [REFUSAL_CODES.priceOutOfBand]: 'price',
};

export function useOrderSubmit({
  pair,
  identity,
  onPlaced,
}: {
  pair: SpotPair;
  /** What is asked, as typed: a new key whenever it changes. */
  identity: readonly unknown[];
  onPlaced: (order: SpotOrder) => void;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();

  const placedText = (order: SpotOrder): string => {
    switch (order.state) {
      case 'filled':
        return t`Order filled`;
      case 'partial':
        return t`Order placed and partly filled`;
      case 'open':
        return t`Order placed`;
      case 'cancelled': {
        const why = order.cancel_reason ? i18n._(CANCEL_REASON_LABELS[order.cancel_reason]) : '';
        return order.trade_amount === '0' ? t`Order not filled: ${why}` : t`Order partly filled: ${why}`;
      }
    }
  };

  return useMoneyAction({
    identity: [pair.symbol, ...identity],
    send: (c: Order, key) =>
      placeSpotOrder(
        {
          pair,
          side: c.side === 'buy' ? 1 : 2,
          orderType: c.orderType,
          price: c.price,
          amount: c.amount,
          total: byTotal(c) ? c.amount : undefined,
          timeInForce: c.timeInForce,
          postOnly: c.postOnly,
        },
        key,
      ),
    toast: placedText,
    onDone: onPlaced,
    placeRefusal: (err) => PLACES[refusalCode(err) ?? ''] ?? 'action',
  });
}
