// What the copy-trading screens show alike: a trader's avatar and name with the demo badge, a
// figure of a grid, a rate in per cent in its colour, the note on data kept on this device, the
// agreement's checkbox, the Follow (or Edit) button, and a trader screen's loading states.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Trader } from '../../../contract/copy';
import type { Loaded } from '../../app/useKeptLoad';
import { ratePercent } from '../../lib/copy';
import { trend } from '../../lib/format';
import { LoadError } from '../../ui/LoadError';
import { RelativeTime } from '../../ui/RelativeTime';
import { DelayedSpinner } from '../../ui/Spinner';
import { AGREEMENT_PATH, followPath } from './labels';
import '../lockming/earn.css';
import './copy.css';

/** The trader's picture, or the first letter of the nickname on a disc. */
export function Avatar({ src, name }: { src: string | null; name: string }) {
  return src ? (
    <img className="copy-avatar" src={src} alt="" width={40} height={40} loading="lazy" />
  ) : (
    <span className="copy-avatar copy-avatar-letter" aria-hidden="true">
      {[...name][0]?.toUpperCase() ?? '?'}
    </span>
  );
}

/** Demo traders are strategy bots of the simulated market, and say so. */
export function DemoBadge() {
  return (
    <span className="demo-badge" data-testid="trader-demo">
      <Trans context="a demo trader">Demo</Trans>
    </span>
  );
}

/** One figure of a grid (`<dl>`): its label and value (a test id on the value). */
export function Figure({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** A fraction as a per cent ('0.12' → 12%), coloured by its sign when `signed`; a dash for none. */
export function Rate({ value, signed = false }: { value: string | null; signed?: boolean }) {
  const percent = ratePercent(value);
  if (percent === null) return <span>—</span>;
  return (
    <span className={signed ? trend(percent) : undefined}>
      {signed && Number(percent) > 0 ? '+' : ''}
      {percent}%
    </span>
  );
}

/** Data read from this device while the network does not answer, with its age. */
export function KeptNote({ at }: { at: number | undefined }) {
  if (at === undefined) return null;
  return (
    <p className="stale-note copy-kept" role="status">
      <Trans>
        Offline · as of <RelativeTime ms={at} />. Figures may have changed.
      </Trans>
    </p>
  );
}

/** "I have read and accept the agreement" (a link to it), with the refusal when it was not ticked. */
export function AgreementCheck({
  checked,
  onChange,
  problem,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  problem: string | null;
}) {
  return (
    <>
      <label className="check-row">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={problem ? true : undefined}
        />
        <span>
          <Trans>
            I have read and accept the <Link to={AGREEMENT_PATH}>copy-trading agreement</Link>
          </Trans>
        </span>
      </label>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

/** What the reader may do about a trader: follow, edit the following, or nothing while closed. */
export function FollowAction({ trader, following }: { trader: Trader; following: boolean }) {
  const { t } = useLingui();
  const nickname = trader.nickname;
  if (following)
    return (
      <Link className="button" to={followPath(trader.id)} aria-label={t`Edit copying ${nickname}`}>
        <Trans>Edit copying</Trans>
      </Link>
    );
  if (!trader.open)
    return (
      <span className="copy-state">
        <Trans>Not taking new followers</Trans>
      </span>
    );
  return (
    <Link className="button" to={followPath(trader.id)} aria-label={t`Follow ${nickname}`} data-testid="trader-follow">
      <Trans>Follow</Trans>
    </Link>
  );
}

/** A trader's screen while its data is not there: loading, not found (the server's reason), or failed. */
export function TraderLoadState({ loaded, onRetry }: { loaded: Loaded<unknown>; onRetry: () => void }) {
  if (loaded.state === 'loading') return <DelayedSpinner delay={200} />;
  if (loaded.state === 'gone')
    return (
      <div className="empty-state">
        <p>{loaded.message || <Trans>This trader could not be found.</Trans>}</p>
      </div>
    );
  return loaded.state === 'failed' ? <LoadError onRetry={onRetry} /> : null;
}
