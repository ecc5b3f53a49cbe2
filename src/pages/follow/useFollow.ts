// Following (or editing a following) through the money action (state/useMoneyAction.ts): one key
// per intended following (the trader and every term typed; not the pay password), the same key
// after a lost answer. A refusal about the pay password or the authenticator code lands at its
// field, others beside the button; once done, My copies opens.
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { Follow } from '../../../contract/copy';
import { type FollowInput, followTrader } from '../../api/copy';
import { PAYMENT_PROOF_REFUSALS, refusalField } from '../../api/refusals';
import type { FollowValues } from '../../lib/copy';
import { type Keyed, useMoneyAction } from '../../state/useMoneyAction';
import { MY_COPY_PATH } from '../copytrade/labels';

export type FollowPlace = 'payPassword' | 'totp' | 'form';

export type Following = FollowValues & {
  type: 1 | 2;
  nickname: string;
  /** The share the trader takes, as a fraction. */
  share: string;
  editing: boolean;
  payPassword: string;
  totpCode: string;
};
export type ConfirmingFollow = Keyed<Following>;

export function useFollow(traderId: string, identity: readonly unknown[]) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return useMoneyAction({
    identity: [traderId, ...identity],
    send: (c: Following, key) => {
      const input: FollowInput = {
        traderId,
        type: c.type,
        number: c.number,
        stopLoss: c.stopLoss,
        takeProfit: c.takeProfit,
        maxMargin: c.maxMargin,
        maxTotal: c.maxTotal,
        payPassword: c.payPassword,
        totpCode: c.totpCode,
      };
      return followTrader(input, key);
    },
    toast: (_f: Follow, c) => {
      const nickname = c.nickname;
      return c.editing ? t`Copying ${nickname}: your changes are saved` : t`You now copy ${nickname}`;
    },
    onDone: () => navigate(MY_COPY_PATH, { replace: true }),
    placeRefusal: (err): FollowPlace => refusalField(err, PAYMENT_PROOF_REFUSALS) ?? 'form',
  });
}
