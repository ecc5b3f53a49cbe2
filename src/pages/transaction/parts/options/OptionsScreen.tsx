// One instrument's options screen: its head, the live 1-minute chart with the entry lines and
// countdowns of the user's open options, the stake form (or, signed in and not yet accepted, the
// risk disclosure in its place), and the user's open and just-settled options on it.
import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { Quotation } from '../../../../../contract/market';
import type { OptionOrder, OptionTerms } from '../../../../../contract/options';
import { useQuote } from '../../../../state/quotes';
import { session } from '../../../../state/session';
import { DelayedSpinner } from '../../../../ui/Spinner';
import { InstrumentHead } from '../InstrumentHead';
import { AcceptDisclosure, DisclosureDetails } from './Disclosure';
import { OptionChart } from './OptionChart';
import { OptionsPanel } from './OptionsPanel';
import { StakeForm } from './StakeForm';
import { useDurations } from './useDurations';
import { STAKE_CURRENCY, useMicroBalance } from './useMicroBalance';
import { useOpenOptions } from './useOpenOptions';
import type { Fresh } from './useStakeSubmit';

type Props = {
  quote: Quotation;
  terms: OptionTerms;
  onTerms: (terms: OptionTerms) => void;
  reloadTerms: () => Promise<OptionTerms | null>;
  onPick: () => void;
};

export function OptionsScreen({ quote: listed, terms, onTerms, reloadTerms, onPick }: Props) {
  const { token } = useSnapshot(session);
  const signedIn = token !== null;
  const quote = useQuote(listed.id) ?? listed;
  const durations = useDurations();
  const balance = useMicroBalance(signedIn);
  const options = useOpenOptions(quote.id, signedIn);
  const mustAccept = signedIn && !terms.disclosure_accepted;

  const { apply } = options;
  const { reload: reloadBalance } = balance;
  const placed = useCallback(
    (order: OptionOrder) => {
      apply(order);
      void reloadBalance();
    },
    [apply, reloadBalance],
  );
  const refresh = async (): Promise<Fresh> => {
    const [, list, rows] = await Promise.all([reloadTerms(), durations.reload(), reloadBalance()]);
    const row = rows?.find((r) => r.currency === STAKE_CURRENCY) ?? rows?.[0];
    return { durations: list, available: row?.balance ?? null };
  };

  return (
    <div className="options">
      <InstrumentHead quote={quote} signedIn={signedIn} onPick={onPick} />
      <OptionChart quote={quote} open={options.open ?? []} />
      {mustAccept ? (
        <AcceptDisclosure terms={terms} durations={durations.durations} onAccepted={onTerms} />
      ) : durations.durations ? (
        <StakeForm
          quote={quote}
          durations={durations.durations}
          signedIn={signedIn}
          balance={balance}
          onPlaced={placed}
          refresh={refresh}
        />
      ) : durations.failed ? (
        <div className="empty-state compact-state" role="alert">
          <p>
            <Trans>The durations on offer could not be loaded.</Trans>
          </p>
          <button type="button" className="button button-secondary" onClick={durations.retry}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : (
        <DelayedSpinner delay={200} />
      )}
      {!mustAccept && <DisclosureDetails durations={durations.durations} />}
      <OptionsPanel signedIn={signedIn} options={options} />
    </div>
  );
}
