// What the NFT screens share: the sale-status badge with its live countdown, an amount with its
// currency, the heart that collects, the first-load failure with Retry, and the sign-in link.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { NftListing } from '../../../contract/nft';
import { collectNft } from '../../api/nft';
import { ROUTES } from '../../app/navigation';
import { useNow } from '../../app/useNow';
import { countdownOf } from '../../lib/ieo';
import { nextChangeAt, statusNow } from '../../lib/nft';
import { formatStake } from '../../lib/options';
import { session } from '../../state/session';
import { STATUS_LABELS } from './labels';

/** The time left: '2d 03:04:05', or '03:04:05' under a day. */
export function TimeLeft({ ms }: { ms: number }) {
  const { days, clock } = countdownOf(ms);
  return days > 0 ? (
    <Trans>
      {days}d {clock}
    </Trans>
  ) : (
    clock
  );
}

/** Not started / On sale / Ended; with `countdown`, how long until it starts or ends (ticking). */
export function StatusBadge({
  listing: l,
  countdown = false,
}: {
  listing: Pick<NftListing, 'status' | 'start_time' | 'end_time'>;
  countdown?: boolean;
}) {
  const { i18n } = useLingui();
  const now = useNow();
  const status = statusNow(l, now);
  const at = nextChangeAt(status, l);
  const left = at === null ? 0 : at - now;
  return (
    <span className={`nft-status nft-status-${status}`} data-testid="nft-status" data-status={status}>
      {i18n._(STATUS_LABELS[status])}
      {countdown && status === 2 && (
        <>
          {' · '}
          <Trans>
            starts in <TimeLeft ms={left} />
          </Trans>
        </>
      )}
      {countdown && status === 1 && (
        <>
          {' · '}
          <Trans>
            ends in <TimeLeft ms={left} />
          </Trans>
        </>
      )}
    </span>
  );
}

/** '1,250.00 USDT' (just the number when the currency is not known). */
export const Money = ({ amount, currency }: { amount: string; currency: string }) => (
  <>{currency ? `${formatStake(amount)} ${currency}` : formatStake(amount)}</>
);

/**
 * The heart: collects the listing or lets it go. A guest is taken to sign in first and brought back.
 * Shown as pressed at once; put back if the server refuses.
 */
export function CollectButton({ code, name, collected }: { code: string; name: string; collected: boolean }) {
  const { t } = useLinguiMacro();
  const { token } = useSnapshot(session);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [on, setOn] = useState(collected);
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    if (!token) {
      navigate(`${ROUTES.login}?redirect=${encodeURIComponent(pathname + search)}`);
      return;
    }
    setBusy(true);
    setOn(!on);
    collectNft(code, crypto.randomUUID())
      .then(
        (r) => setOn(r.collect === 1),
        () => setOn(on),
      )
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className={`nft-heart${on ? ' on' : ''}`}
      aria-pressed={on}
      aria-label={t`Collect ${name}`}
      disabled={busy}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/** The failure of a first load, with Retry. */
export function NftLoadError({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  return (
    <div className="page-error" role="alert">
      <p>{children ?? <Trans>This could not be loaded. Check your connection and try again.</Trans>}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}

/** For a guest where an action needs an account: sign in and come back here. */
export function SignInLink({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      to={`${ROUTES.login}?redirect=${encodeURIComponent(pathname + search)}`}
      className="button button-block nft-sign-in"
    >
      {children}
    </Link>
  );
}
