// Sending an option through the money action (state/useMoneyAction.ts): one key per intended
// option (instrument, duration, stake, and the direction chosen with Up or Down), so a stake is
// never taken twice. A refusal (translated by the server) is shown where it belongs: the screen's
// data are loaded again (terms, durations, balance) and checked against the refused stake, so "no
// longer offered" lands at the durations, "out of range" or "insufficient balance" at the amount,
// and anything else (market closed…) beside the Up and Down buttons.
import { useLingui } from '@lingui/react/macro';
import type { OptionDirection, OptionDuration, OptionOrder } from '../../../../../contract/options';
import type { ApiError } from '../../../../api/client';
import { submitOption } from '../../../../api/options';
import { REFUSAL_CODES, refusalCode } from '../../../../api/refusals';
import { checkStake, type Outcome } from '../../../../lib/options';
import { type Keyed, useMoneyAction } from '../../../../state/useMoneyAction';

type Stake = {
  type: OptionDirection;
  duration: OptionDuration;
  stake: string;
  outcome: Outcome;
  currency: string;
  currencyId: number;
};
export type Confirming = Keyed<Stake>;

type Place = 'duration' | 'amount' | 'action';

/** The screen's data as loaded again after a refusal (null where it could not be). */
export type Fresh = { durations: OptionDuration[] | null; available: string | null };

export function useStakeSubmit({
  matchId,
  seconds,
  stake,
  onPlaced,
  refresh,
}: {
  matchId: number;
  seconds: number | null;
  stake: string;
  onPlaced: (order: OptionOrder) => void;
  refresh: () => Promise<Fresh>;
}) {
  const { t } = useLingui();

  /** Where a refusal belongs, judged on data loaded after it. */
  const placeOf = async (err: ApiError, c: Stake): Promise<Place> => {
    // "Insufficient balance" says its field by its code, even when the data cannot be reloaded.
    if (refusalCode(err) === REFUSAL_CODES.insufficientBalance) return 'amount';
    const fresh = await refresh();
    if (!fresh.durations) return 'action';
    const offered = fresh.durations.find((d) => d.seconds === c.duration.seconds);
    if (!offered) return 'duration';
    return checkStake(c.stake, offered, fresh.available) ? 'amount' : 'action';
  };

  return useMoneyAction({
    identity: [matchId, seconds, stake.trim()],
    keyPart: (c: Stake) => String(c.type),
    send: (c, key) =>
      submitOption(
        { matchId, currencyId: c.currencyId, type: c.type, seconds: c.duration.seconds, stake: c.stake },
        key,
        { quiet: true },
      ),
    toast: t`Option accepted`,
    onDone: onPlaced,
    placeRefusal: placeOf,
  });
}
