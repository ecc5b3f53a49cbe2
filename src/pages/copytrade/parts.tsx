// What the copy-trading screens show alike: a trader's avatar and name with the demo badge, a
// figure of a grid, a rate in per cent in its colour, and the note on data kept on this device.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ratePercent } from '../../lib/copy';
import { trend } from '../../lib/format';
import { RelativeTime } from '../../ui/RelativeTime';
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
