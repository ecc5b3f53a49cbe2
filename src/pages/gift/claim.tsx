// Claim a gift (issue 39): by its code typed here, or opened from its link or QR code
// (`?code=`), which shows the gift first. One part each, once; the sender cannot claim their own.
// Claiming carries an Idempotency-Key, so a retry after a lost answer claims once. Outside
// production the demo gift's code is offered, labelled demo. Signed in only.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { normalGiftCode } from '../../../contract/gift-rules';
import type { GiftReceived } from '../../../contract/gifts';
import { claimGift, getGiftConfig, getGiftInfo } from '../../api/gifts';
import { useLoaded } from '../../app/useLoaded';
import { useMoneyAction } from '../../state/useMoneyAction';
import { Field } from '../../ui/Field';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { SendActions } from '../../ui/SendActions';
import { Sheet } from '../../ui/Sheet';
import { DelayedSpinner } from '../../ui/Spinner';
import { SubmitButton } from '../../ui/SubmitButton';
import { codeText, GIFT_CLAIM, GIFT_MINE, GIFT_SEND } from './labels';
import { DemoNote, GiftFacts } from './parts';
import '../lockming/earn.css';
import './gift.css';

export default function ClaimGift() {
  const [params] = useSearchParams();
  const code = normalGiftCode(params.get('code') ?? '');
  return (
    <div className="page earn-page gift-page">
      <NavBar
        title={<Trans>Claim a gift</Trans>}
        right={
          <Link to={GIFT_MINE} className="earn-header-link">
            <Trans>My gifts</Trans>
          </Link>
        }
      />
      {code ? <OpenedGift key={code} code={code} /> : <CodeForm />}
    </div>
  );
}

function CodeForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const config = useLoaded(() => getGiftConfig({ quiet: true, background: true }), []);
  const demo = config.value?.demo_code ?? null;
  const open = (c: string) => navigate(`${GIFT_CLAIM}?code=${encodeURIComponent(normalGiftCode(c))}`);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (normalGiftCode(code).length > 0) open(code);
  };
  return (
    <>
      <form className="card earn-form" aria-label={t`Gift code`} onSubmit={onSubmit} noValidate>
        <Field
          label={<Trans>Gift code</Trans>}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          value={code}
          onChange={setCode}
          error={tried && !normalGiftCode(code) ? t`Enter the gift's code` : null}
          hint={t`12 letters and digits, as the sender shared it`}
          data-testid="gift-code-input"
        />
        <SubmitButton busy={false}>
          <Trans>Look up the gift</Trans>
        </SubmitButton>
      </form>
      {demo ? (
        <section className="card gift-demo-offer" data-testid="gift-demo-offer">
          <DemoNote />
          <p>
            <Trans>Try the demo gift's code:</Trans> <strong className="gift-code-inline">{codeText(demo)}</strong>
          </p>
          <button type="button" className="button button-secondary button-block" onClick={() => open(demo)}>
            <Trans>Use the demo code</Trans>
          </button>
        </section>
      ) : null}
      <Link to={GIFT_SEND} className="button button-secondary button-block">
        <Trans>Send a gift</Trans>
      </Link>
    </>
  );
}

function OpenedGift({ code }: { code: string }) {
  const { t } = useLingui();
  const network = useNeedsNetwork();
  const { loaded, reload } = useLoaded(() => getGiftInfo(code, { quiet: true }), [code]);
  const [claimed, setClaimed] = useState<GiftReceived | null>(null);
  const claim = useMoneyAction<{ code: string }, GiftReceived>({
    identity: [code],
    send: (c, key) => claimGift(c.code, key, { quiet: true }),
    onDone: setClaimed,
  });
  if (loaded.state === 'loading') return <DelayedSpinner delay={200} />;
  if (loaded.state === 'failed')
    return (
      <>
        <LoadError onRetry={reload}>
          <Trans>
            No gift could be found for the code {codeText(code)}. Check the code, or your connection, and try again.
          </Trans>
        </LoadError>
        <Link to={GIFT_CLAIM} className="button button-secondary button-block">
          <Trans>Enter another code</Trans>
        </Link>
      </>
    );
  const g = claimed?.gift ?? loaded.value;
  const mine = claimed?.claim.amount ?? g.mine;
  const why = g.sent_by_me ? (
    <Trans>You sent this gift: it is for others to claim.</Trans>
  ) : g.state === 'expired' ? (
    <Trans>This gift has expired.</Trans>
  ) : g.state === 'done' ? (
    <Trans>Every part of this gift has been claimed.</Trans>
  ) : null;
  return (
    <>
      {mine !== null ? (
        <section className="card gift-claimed" role="status" data-testid="gift-claimed-result">
          <h2>
            <Trans>
              You got {mine} {g.currency}
            </Trans>
          </h2>
          <p className="muted">
            <Trans>It is in your spot account.</Trans>
          </p>
        </section>
      ) : null}
      <section className="card">
        <GiftFacts gift={g} />
      </section>
      {mine === null ? (
        <div className="card">
          {claim.refusal ? (
            <p className="field-error" role="alert" data-testid="gift-claim-refusal">
              {claim.refusal.message}
            </p>
          ) : why ? (
            <p className="field-hint" data-testid="gift-claim-closed">
              {why}
            </p>
          ) : null}
          <button
            type="button"
            className="button button-block"
            disabled={why !== null || claim.busy || network.offline}
            aria-describedby={network.describedBy}
            onClick={() => claim.review({ code })}
            data-testid="gift-claim-button"
          >
            <Trans>Claim</Trans>
          </button>
          {network.reason}
          <Sheet open={claim.confirming !== null} title={t`Claim the gift`} onClose={claim.close}>
            <p>
              <Trans>
                Claim a part of this gift of {g.amount} {g.currency} from {g.sender_name}? It goes to your spot account.
              </Trans>
            </p>
            <SendActions submit={claim} network={network} onRefused={reload} />
          </Sheet>
        </div>
      ) : null}
      <Link to={GIFT_MINE} className="button button-secondary button-block">
        <Trans>My gifts</Trans>
      </Link>
    </>
  );
}
