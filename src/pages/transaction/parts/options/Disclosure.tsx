// The risk disclosure of seconds options, plain and honest: what the bet is, that regulators ban
// it for retail customers, what it costs on average at each payout offered, and that outcomes come
// only from recorded ticks. Signed in and not yet accepted, it stands in for the stake form with
// an Accept button (POST /microtrade/accept_disclosure); otherwise it can be read folded.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { OptionDuration, OptionTerms } from '../../../../../contract/options';
import { acceptOptionDisclosure } from '../../../../api/options';
import { averageLossPercent, ratioText } from '../../../../lib/options';
import { useNeedsNetwork } from '../../../../ui/OfflineReason';

export function DisclosureText({ durations }: { durations: readonly OptionDuration[] | null }) {
  return (
    <>
      <p>
        <Trans>
          A seconds option is an all-or-nothing bet on whether a price will be higher or lower after a fixed number of
          seconds. If you are right you win the published payout; if you are wrong you lose your whole stake; if the
          price has not moved, your stake is returned.
        </Trans>
      </p>
      <p>
        <Trans>
          Several regulators ban these bets for retail customers, because most people who make them lose money.
        </Trans>
      </p>
      <p>
        <Trans>
          With a payout of P% and up and down equally likely, you lose on average (100 − P) / 2 % of each stake:
        </Trans>
      </p>
      {durations && durations.length > 0 && (
        <ul className="disclosure-costs">
          {durations.map((d) => (
            <DurationCost key={d.seconds} duration={d} />
          ))}
        </ul>
      )}
      <p>
        <Trans>
          Outcomes are decided only by recorded ticks: the entry is the price recorded when your option is accepted, the
          result the first price recorded at or after expiry. Both are shown with your option and on the chart, where
          anyone can check them.
        </Trans>
      </p>
      <p>
        <Trans>Only stake what you can afford to lose.</Trans>
      </p>
    </>
  );
}

function DurationCost({ duration }: { duration: OptionDuration }) {
  const { seconds } = duration;
  const ratio = ratioText(duration.profit_ratio);
  const loss = averageLossPercent(duration.profit_ratio);
  return (
    <li>
      <Trans>
        {seconds}s at a {ratio} payout: an average loss of {loss}% of each stake
      </Trans>
    </li>
  );
}

/** The disclosure with its Accept button, in place of the stake form until accepted. */
export function AcceptDisclosure({
  terms,
  durations,
  onAccepted,
}: {
  terms: OptionTerms;
  durations: readonly OptionDuration[] | null;
  onAccepted: (terms: OptionTerms) => void;
}) {
  const { t } = useLingui();
  const network = useNeedsNetwork();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      onAccepted(await acceptOptionDisclosure(terms.disclosure_version, { quiet: true }));
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t`Network error, please try again`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card disclosure" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Before you trade seconds options</Trans>
      </h2>
      <DisclosureText durations={durations} />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button-block"
        disabled={busy || network.offline}
        aria-busy={busy}
        aria-describedby={network.describedBy}
        onClick={() => void accept()}
      >
        {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
        <Trans>I understand the risks — accept</Trans>
      </button>
      {network.reason}
    </section>
  );
}

/** The disclosure folded, for anyone who has it accepted or has not signed in yet. */
export function DisclosureDetails({ durations }: { durations: readonly OptionDuration[] | null }) {
  return (
    <details className="disclosure-details">
      <summary>
        <Trans>The risks of seconds options</Trans>
      </summary>
      <DisclosureText durations={durations} />
    </details>
  );
}
