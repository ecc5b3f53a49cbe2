// What "Verify my balances" checked, shown so that anyone can redo it elsewhere: the publication
// (when, its root, how many customers), the reader's balances in their leaf, all customers' totals
// and Kestrel's own accounts listed apart; then, folded, the leaf's salt and hash and each step of
// the path to the root (contract/proof-rules.ts says what is hashed).
import { Plural, Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { ProofLeaf, ProofPathStep, ProofPublication } from '../../../contract/proof';
import { groupDigits } from '../../lib/format';
import { session } from '../../state/session';
import { SummaryRow } from '../../ui/SummaryRow';
import { formatMoment } from '../setting/safeguards';

export function ProofFacts({ publication, leaf }: { publication: ProofPublication; leaf: ProofLeaf | null }) {
  const { lang } = useSnapshot(session);
  const held = leaf ? publication.currencies.map((c, i) => [c, leaf.balances[i] ?? '0'] as const) : [];
  const nonZero = held.filter(([, amount]) => amount !== '0');
  const count = publication.leaf_count;
  return (
    <>
      <section className="card" aria-labelledby="proof-published">
        <h2 id="proof-published">
          <Trans>The publication</Trans>
        </h2>
        <dl className="summary-list">
          <SummaryRow label={<Trans>Balances as of</Trans>} testId="proof-date">
            <time dateTime={new Date(publication.as_of).toISOString()}>{formatMoment(publication.as_of, lang)}</time>
          </SummaryRow>
          <SummaryRow label={<Trans>Customers counted</Trans>}>{groupDigits(String(count))}</SummaryRow>
        </dl>
        <p className="muted proof-label">
          <Trans>Root (SHA-256)</Trans>
        </p>
        <p className="proof-hash" data-testid="proof-root">
          {publication.root}
        </p>
      </section>
      {leaf && (
        <section className="card" aria-labelledby="proof-mine">
          <h2 id="proof-mine">
            <Trans>Your balances in the proof</Trans>
          </h2>
          <p className="muted">
            <Trans>Every account together, available and frozen.</Trans>
          </p>
          {nonZero.length === 0 ? (
            <p data-testid="proof-balances">
              <Trans>Nothing: 0 in every currency.</Trans>
            </p>
          ) : (
            <dl className="summary-list" data-testid="proof-balances">
              {nonZero.map(([currency, amount]) => (
                <SummaryRow key={currency} label={currency} testId={`proof-balance-${currency}`}>
                  {groupDigits(amount)}
                </SummaryRow>
              ))}
            </dl>
          )}
        </section>
      )}
      <section className="card" aria-labelledby="proof-totals">
        <h2 id="proof-totals">
          <Trans>All customers together</Trans>
        </h2>
        <dl className="summary-list">
          {publication.currencies.map((c, i) => (
            <SummaryRow key={c} label={c}>
              {groupDigits(publication.totals[i] ?? '0')}
            </SummaryRow>
          ))}
        </dl>
        {publication.system.length > 0 && (
          <details className="proof-details">
            <summary>
              <Trans>Kestrel's own accounts (not in the tree)</Trans>
            </summary>
            <dl className="summary-list">
              {publication.system.map((s) => (
                <SummaryRow
                  key={`${s.holder} ${s.currency}`}
                  label={`${s.holder.replace(/^system:/, '')} · ${s.currency}`}
                >
                  {groupDigits(s.balance)}
                </SummaryRow>
              ))}
            </dl>
          </details>
        )}
      </section>
      {count > 0 && (
        <p className="muted proof-note">
          <Trans>
            The published tree holds <Plural value={count} one="# customer" other="# customers" />. Nobody but you is
            shown your salt, so nobody else can tell which leaf is yours.
          </Trans>
        </p>
      )}
    </>
  );
}

export function ProofPath({
  leaf,
  path,
  currencies,
}: {
  leaf: ProofLeaf;
  path: ProofPathStep[];
  currencies: string[];
}) {
  const steps = path.length;
  return (
    <details className="card proof-details" data-testid="proof-path">
      <summary>
        <Trans>
          How it was checked: your leaf and <Plural value={steps} one="# step" other="# steps" /> to the root
        </Trans>
      </summary>
      <p className="muted proof-label">
        <Trans>Your salt</Trans>
      </p>
      <p className="proof-hash">{leaf.salt}</p>
      <p className="muted proof-label">
        <Trans>Your leaf</Trans>
      </p>
      <p className="proof-hash">{leaf.hash}</p>
      <ol className="proof-steps">
        {path.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a path's steps are fixed and in order
          <li key={i}>
            <span className="muted">{s.side === 'left' ? <Trans>left</Trans> : <Trans>right</Trans>}</span>{' '}
            <span className="proof-hash">{s.hash}</span>
            <span className="proof-sums muted">{currencies.map((c, j) => `${c} ${s.sums[j] ?? '0'}`).join(' · ')}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
