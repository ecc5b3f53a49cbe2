// "Verify my balances" (issue 41, ADR 27), from Assets: Kestrel publishes once a day the root of a
// Merkle sum tree over every customer's balances; this screen fetches the reader's own leaf and
// path and checks them on the phone (useProof: SHA-256 in Web Crypto, by contract/proof-rules.ts)
// against the published root and totals, then says verified or why not. Loading, no publication
// yet, not in this publication, a failed load and offline each have their own state.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ProofFault } from '../../../contract/proof-rules';
import { useOnline } from '../../app/useOnline';
import { proofScreen } from '../../lib/proofScreen';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { ProofFacts, ProofPath } from './ProofFacts';
import { type ProofVerdict, useProof } from './useProof';
import './fund.css';

const FAULTS: Record<ProofFault, MessageDescriptor> = {
  malformed: msg`The proof cannot be read: an amount, a hash or a step is not in the published format.`,
  negative: msg`A sum on the path is below zero, which could hide your balances from the total.`,
  user: msg`The balances served are not your account's.`,
  leaf: msg`Your account, salt and balances do not give the leaf's hash.`,
  root: msg`The path does not lead to the published root.`,
  totals: msg`The path leads to the root, but its sums are not the published totals.`,
};

export default function Proof() {
  const online = useOnline();
  const { proof, failed, verdict, retry } = useProof();

  const screen = proofScreen(proof, { failed, online });
  let body: ReactNode;
  if (screen === 'offline')
    body = (
      <div className="empty-state" role="status" data-testid="proof-offline">
        <p className="empty-title">
          <Trans>You are offline</Trans>
        </p>
        <p>
          <Trans>Checking your balances needs the published proof. It loads when you are back online.</Trans>
        </p>
      </div>
    );
  else if (screen === 'failed')
    body = (
      <LoadError onRetry={retry} quiet>
        <Trans>The proof could not be loaded. Check your connection and try again.</Trans>
      </LoadError>
    );
  else if (!proof || screen === 'loading') body = <DelayedSpinner delay={200} />;
  else if (!proof.publication || screen === 'none')
    body = (
      <div className="empty-state" role="status" data-testid="proof-none">
        <p className="empty-title">
          <Trans>Nothing has been published yet</Trans>
        </p>
        <p>
          <Trans>The first proof is published after the end of the day (00:00 UTC).</Trans>
        </p>
      </div>
    );
  else
    body = (
      <>
        {proof.leaf ? (
          <Verdict verdict={verdict} />
        ) : (
          <div className="empty-state" role="status" data-testid="proof-not-in">
            <p className="empty-title">
              <Trans>You held nothing when this proof was made</Trans>
            </p>
            <p>
              <Trans>What you hold now is in the next one, published after the end of the day (00:00 UTC).</Trans>
            </p>
          </div>
        )}
        <ProofFacts publication={proof.publication} leaf={proof.leaf} />
        {proof.leaf && <ProofPath leaf={proof.leaf} path={proof.path} currencies={proof.publication.currencies} />}
      </>
    );

  return (
    <div className="page proof-page">
      <NavBar title={<Trans>Verify my balances</Trans>} />
      <p className="proof-intro muted">
        <Trans>
          Once a day Kestrel publishes one fingerprint (the root) of every customer's balances, with their totals. This
          phone checks that your balances are counted in it, without seeing anyone else's.
        </Trans>
      </p>
      {body}
    </div>
  );
}

function Verdict({ verdict }: { verdict: ProofVerdict }) {
  const { i18n } = useLingui();
  const ok = verdict.state === 'done' && verdict.ok;
  const bad = verdict.state === 'unavailable' || (verdict.state === 'done' && !verdict.ok);
  return (
    <section
      className={`card proof-verdict ${ok ? 'proof-ok' : bad ? 'proof-bad' : ''}`}
      role="status"
      data-testid="proof-verdict"
      data-state={ok ? 'verified' : bad ? 'failed' : 'checking'}
    >
      {verdict.state === 'checking' ? (
        <p>
          <Trans>Checking on this phone…</Trans>
        </p>
      ) : ok ? (
        <>
          <h2>
            <span aria-hidden="true">✓ </span>
            <Trans context="proof of liabilities">Verified</Trans>
          </h2>
          <p>
            <Trans>Checked on this phone: your balances are in the published totals.</Trans>
          </p>
        </>
      ) : (
        <>
          <h2>
            <span aria-hidden="true">✗ </span>
            <Trans context="proof of liabilities">Verification failed</Trans>
          </h2>
          <p data-testid="proof-fault">
            {verdict.state === 'unavailable' ? (
              <Trans>This browser cannot compute SHA-256, so nothing was checked.</Trans>
            ) : verdict.state === 'done' && !verdict.ok ? (
              i18n._(FAULTS[verdict.fault])
            ) : null}
          </p>
          <p className="muted">
            <Trans>Please contact customer service.</Trans>
          </p>
        </>
      )}
    </section>
  );
}
