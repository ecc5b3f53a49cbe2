// A gift the reader sent (issue 39), and the screen a send ends on: its code, its link and the
// link's QR code to share (the Web Share API where the browser has it, copy otherwise), then what
// it is — claimed so far, by whom, and what came back at expiry. Signed in only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { GiftSent } from '../../../contract/gifts';
import { getSentGift } from '../../api/gifts';
import { useInstantText } from '../../app/useInstantText';
import { useLoaded } from '../../app/useLoaded';
import { addressQrUrl } from '../../lib/addressQr';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { SummaryRow } from '../../ui/SummaryRow';
import { useCopy } from '../setting/security-copy';
import { codeText, GIFT_MINE, GIFT_SEND } from './labels';
import { GiftFacts } from './parts';
import '../lockming/earn.css';
import './gift.css';

/** The link that opens the claim screen on this app's own address. */
const linkOf = (g: GiftSent) => `${window.location.origin}${import.meta.env.BASE_URL}#${g.link_path}`;

export default function GiftDetail() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { loaded, reload } = useLoaded(() => getSentGift(id, { quiet: true }), [id]);
  return (
    <div className="page earn-page gift-page">
      <NavBar
        title={<Trans>Gift</Trans>}
        right={
          <Link to={GIFT_MINE} className="earn-header-link">
            <Trans>My gifts</Trans>
          </Link>
        }
      />
      {loaded.state === 'loading' ? (
        <DelayedSpinner delay={200} />
      ) : loaded.state === 'failed' ? (
        <LoadError onRetry={reload}>
          <Trans>This gift could not be loaded. Check your connection and try again.</Trans>
        </LoadError>
      ) : (
        <>
          {loaded.value.state === 'open' ? <Share gift={loaded.value} /> : null}
          <section className="card">
            <GiftFacts gift={loaded.value} />
            {loaded.value.refunded !== null ? (
              <dl className="summary-list">
                <SummaryRow label={<Trans>Returned to you</Trans>} testId="gift-refunded">
                  {loaded.value.refunded} {loaded.value.currency}
                </SummaryRow>
              </dl>
            ) : null}
          </section>
          <Claims gift={loaded.value} />
          <Link to={GIFT_SEND} className="button button-secondary button-block">
            <Trans>Send another gift</Trans>
          </Link>
        </>
      )}
    </div>
  );
}

function Share({ gift: g }: { gift: GiftSent }) {
  const { t } = useLingui();
  const copy = useCopy();
  const link = linkOf(g);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void addressQrUrl(link).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [link]);
  const text = t`A gift for you on Kestrel. Claim it with the code ${codeText(g.code)}`;
  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title: t`A gift for you`, text, url: link });
        return;
      } catch {
        // Cancelled or refused: nothing to do (copying stays offered beside it).
        return;
      }
    }
    await copy(`${text}\n${link}`);
  };
  return (
    <section className="card gift-share" aria-label={t`Share the gift`} data-testid="gift-share">
      <p className="muted">
        <Trans>Share the code, the link or the QR code. Anyone signed in can claim a part once.</Trans>
      </p>
      <p className="gift-code" data-testid="gift-code" data-code={g.code}>
        {codeText(g.code)}
      </p>
      <div className="gift-qr">
        {qr ? (
          <img src={qr} alt={t`QR code of the gift's link`} width="180" height="180" data-testid="gift-qr" />
        ) : (
          <DelayedSpinner delay={200} />
        )}
      </div>
      <p className="gift-link" data-testid="gift-link">
        {link}
      </p>
      <div className="gift-share-actions">
        <button type="button" className="button" onClick={() => void share()} data-testid="gift-share-button">
          {typeof navigator.share === 'function' ? <Trans>Share</Trans> : <Trans>Copy the message</Trans>}
        </button>
        <button type="button" className="button button-secondary" onClick={() => void copy(g.code)}>
          <Trans>Copy code</Trans>
        </button>
        <button type="button" className="button button-secondary" onClick={() => void copy(link)}>
          <Trans>Copy link</Trans>
        </button>
      </div>
    </section>
  );
}

function Claims({ gift: g }: { gift: GiftSent }) {
  const when = useInstantText();
  return (
    <section className="card" aria-labelledby="gift-claims-title">
      <h2 id="gift-claims-title" className="card-title">
        <Trans>Claims</Trans>
      </h2>
      {g.claims.length === 0 ? (
        <p className="muted" data-testid="gift-no-claims">
          <Trans>Nobody has claimed it yet.</Trans>
        </p>
      ) : (
        <ul className="gift-claims" data-testid="gift-claims">
          {g.claims.map((c) => (
            <li key={c.id}>
              <span>{c.name}</span>
              <strong>
                {c.amount} {g.currency}
              </strong>
              <small className="muted">{when(c.created_at)}</small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
