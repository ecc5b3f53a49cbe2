// What the loan screens show alike: a recorded tick as it is cited (price, time, id, and a Check
// on the chart), an LTV in its colour band, and the note on data kept on this device.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CitedTick } from '../../../contract/options';
import { useInstantText } from '../../app/useInstantText';
import { ltvBand, ltvPercent } from '../../lib/loans';
import { formatStake } from '../../lib/options';
import { CheckLink } from '../../ui/CitedTick';
import { RelativeTime } from '../../ui/RelativeTime';
import { BAND_LABELS } from './labels';
import './loans.css';

/** The pair whose recorded ticks price a collateral coin (server/loans/view.ts collateralSymbol). */
export const collateralSymbol = (coin: string) => `${coin}/USDT`;

/** A recorded price as a loan cites it: the price, its time and tick id, and where to check it. */
export function TickText({
  tick,
  coin,
  testId,
  check = true,
}: {
  tick: CitedTick;
  coin: string;
  testId?: string;
  /** The link to the chart; not in a confirm sheet, which it would leave. */
  check?: boolean;
}) {
  const { t } = useLinguiMacro();
  const when = useInstantText();
  const price = formatStake(tick.price);
  const time = when(tick.time);
  const id = tick.id;
  return (
    <span className="loan-tick" data-testid={testId} data-tick-id={id} data-price={tick.price} data-time={tick.time}>
      <span data-testid={testId ? `${testId}-price` : undefined}>{price} USDT</span>{' '}
      <small className="muted">
        <Trans>
          at {time} · tick #{id}
        </Trans>
      </small>
      {check && ' '}
      {check && <CheckLink symbol={collateralSymbol(coin)} tick={tick} label={t`Check tick ${id} on the chart`} />}
    </span>
  );
}

/** An LTV in per cent, coloured by how close it is to the margin call, with the band named. */
export function LtvValue({
  ltv,
  callLtv,
  called = false,
  testId,
}: {
  ltv: string | null;
  callLtv: string;
  called?: boolean;
  testId?: string;
}) {
  const { i18n } = useLingui();
  const band = ltvBand(ltv, callLtv, called);
  if (ltv === null) return <span data-testid={testId}>—</span>;
  return (
    <span className={`loan-ltv ltv-${band}`} data-testid={testId} data-band={band}>
      <strong>{ltvPercent(ltv)}%</strong>
      {band && <small> · {i18n._(BAND_LABELS[band])}</small>}
    </span>
  );
}

/** Loans read from this device while the network does not answer, with their age. */
export function KeptLoansNote({ at }: { at: number | undefined }) {
  if (at === undefined) return null;
  return (
    <p className="stale-note loan-kept" role="status">
      <Trans>
        Offline · as of <RelativeTime ms={at} />. Interest, LTV and prices may have changed.
      </Trans>
    </p>
  );
}

/** One figure of a loan's grid: its label and value (a test id on the value). */
export function Cell({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** A refusal the server gave that belongs to no field (or to `at`), beside the form's button. */
export function FormRefusal<F extends string>({
  refusal,
  at = 'form' as F,
}: {
  refusal: { message: string; at: F } | null;
  at?: F;
}) {
  if (refusal?.at !== at) return null;
  return (
    <p className="field-error" role="alert">
      {refusal.message}
    </p>
  );
}
