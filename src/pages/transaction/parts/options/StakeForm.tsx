// The stake form of the options screen: duration (with its payout), stake (with its limits and
// quick sums), what a right or wrong call brings, the options account's balance, then Up and
// Down, each opening the confirm step. A guest sees all of it but is asked to log in to trade; a
// closed market keeps what is typed but cannot be staked on. Checks the server also makes are
// made first and shown at their field; the server's refusals where they belong (useStakeSubmit).
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Quotation } from '../../../../../contract/market';
import type { OptionDirection, OptionDuration, OptionOrder } from '../../../../../contract/options';
import { groupDigits } from '../../../../lib/format';
import { checkStake, estimateOutcome, leastStake, type StakeProblem } from '../../../../lib/options';
import { useNeedsNetwork } from '../../../../ui/OfflineReason';
import { AccountFundsOffer } from '../../../fund/AccountFundsOffer';
import { ConfirmOption } from './ConfirmOption';
import { DurationChips } from './DurationChips';
import { DIRECTION_LABELS } from './labels';
import { MicroBalance, transferIntoOptionsPath } from './MicroBalance';
import { OutcomeEstimate } from './OutcomeEstimate';
import { StakeField } from './StakeField';
import type { useMicroBalance } from './useMicroBalance';
import { STAKE_CURRENCY } from './useMicroBalance';
import { type Fresh, useStakeSubmit } from './useStakeSubmit';

/** The duration chosen first: 30 s when offered, else the shortest. */
const firstSeconds = (durations: readonly OptionDuration[]) =>
  durations.find((d) => d.seconds === 30)?.seconds ?? durations[0]?.seconds ?? null;

type Props = {
  quote: Quotation;
  durations: readonly OptionDuration[];
  signedIn: boolean;
  balance: ReturnType<typeof useMicroBalance>;
  onPlaced: (order: OptionOrder) => void;
  refresh: () => Promise<Fresh>;
};

export function StakeForm({ quote, durations, signedIn, balance, onPlaced, refresh }: Props) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { pathname, search } = useLocation();
  const network = useNeedsNetwork();
  const [seconds, setSeconds] = useState<number | null>(() => firstSeconds(durations));
  const [stake, setStake] = useState('');
  const [problem, setProblem] = useState<StakeProblem | null>(null);
  const actionId = useId();
  // The durations offered changed (an operator's edit): a choice no longer offered falls back.
  useEffect(() => {
    if (!durations.some((d) => d.seconds === seconds)) setSeconds(firstSeconds(durations));
  }, [durations, seconds]);

  const duration = durations.find((d) => d.seconds === seconds) ?? null;
  const payable = balance.payable;
  const currency = payable?.currency ?? STAKE_CURRENCY;
  const available = signedIn ? (payable?.balance ?? null) : null;
  const outcome = duration ? estimateOutcome(stake, duration.profit_ratio) : null;
  const closed = !quote.trading;
  const submit = useStakeSubmit({ matchId: quote.id, seconds, stake, onPlaced, refresh });
  const { refusal } = submit;

  const edit = (set: () => void) => {
    set();
    setProblem(null);
    submit.clearRefusal();
  };

  const review = (type: OptionDirection) => {
    if (closed || !payable) return;
    const found = checkStake(stake, duration, available);
    setProblem(found);
    if (found || !duration || !outcome) return;
    submit.review({ type, duration, stake: stake.trim(), outcome, currency, currencyId: payable.id });
  };

  const problemText = (p: StakeProblem | null): string | null => {
    if (!p) return null;
    const limit = p.kind === 'min' || p.kind === 'max' ? groupDigits(p.limit) : '';
    switch (p.kind) {
      case 'required':
        return t`Please enter the amount`;
      case 'invalid':
        return t`Please enter a valid amount`;
      case 'decimals':
        return t`The amount may have at most ${p.decimals} decimals`;
      case 'min':
        return t`The least stake is ${limit} ${currency}`;
      case 'max':
        return t`The most you can stake is ${limit} ${currency}`;
      case 'balance':
        return t`Insufficient balance`;
      case 'duration':
        return t`Choose a duration`;
    }
  };
  const durationError =
    problem?.kind === 'duration' ? problemText(problem) : refusal?.at === 'duration' ? refusal.message : null;
  const amountError =
    problem && problem.kind !== 'duration' ? problemText(problem) : refusal?.at === 'amount' ? refusal.message : null;
  const describedBy = [closed ? actionId : '', network.describedBy ?? ''].join(' ').trim() || undefined;

  return (
    <form className="option-form" aria-label={t`Stake an option`} noValidate onSubmit={(e) => e.preventDefault()}>
      <DurationChips
        durations={durations}
        seconds={seconds}
        onChoose={(s) => edit(() => setSeconds(s))}
        error={durationError}
      />
      <StakeField
        value={stake}
        onChange={(v) => edit(() => setStake(v))}
        currency={currency}
        duration={duration}
        error={amountError}
      />
      <OutcomeEstimate outcome={outcome} currency={currency} />
      {signedIn && <MicroBalance balance={balance} />}
      {signedIn && (
        <AccountFundsOffer
          account={4}
          available={available}
          least={leastStake(durations)}
          currency="USDT"
          transferPath={transferIntoOptionsPath(pathname + search)}
          onAdded={() => void balance.reload()}
        />
      )}
      {signedIn ? (
        <div className="option-directions">
          {([1, 2] as const).map((type) => (
            <button
              key={type}
              type="button"
              className={`button option-${type === 1 ? 'up' : 'down'}`}
              disabled={closed || network.offline || !payable}
              aria-describedby={describedBy}
              onClick={() => review(type)}
            >
              <span aria-hidden="true">{type === 1 ? '▲' : '▼'}</span> {i18n._(DIRECTION_LABELS[type])}
            </button>
          ))}
        </div>
      ) : (
        <Link
          to={`/pages/common/login?redirect=${encodeURIComponent(pathname + search)}`}
          className="button button-block login-to-trade"
        >
          <Trans>Log in to trade</Trans>
        </Link>
      )}
      {network.reason}
      {closed && (
        <p className="field-hint order-closed" id={actionId} data-testid="option-closed">
          <Trans>This market is closed now</Trans>
        </p>
      )}
      {refusal?.at === 'action' && (
        <p className="field-error" role="alert" data-testid="option-refusal">
          {refusal.message}
        </p>
      )}
      <ConfirmOption
        symbol={quote.symbol}
        confirming={submit.confirming}
        busy={submit.busy}
        sendError={submit.sendError}
        network={network}
        onClose={submit.close}
        onConfirm={() => void submit.send()}
      />
    </form>
  );
}
