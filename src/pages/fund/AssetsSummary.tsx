// The top of the assets tab: total assets over all accounts in the user's default fiat currency
// (and in USDT), today's profit or loss coloured, and the eye that hides amounts.
import { Trans, useLingui } from '@lingui/react/macro';
import type { DailyProfitLoss } from '../../../contract/wallet';
import { formatPercent, groupDigits, trend } from '../../lib/format';
import { signed, toFiat, usdtDisplay } from '../../lib/valuation';
import { StrokeIcon } from '../../ui/StrokeIcon';

export const HIDDEN = '****';

export function AssetsSummary(props: {
  totalUsdt: string | null;
  fiat: { code: string; rate: string | null };
  pnl: DailyProfitLoss | null;
  hidden: boolean;
  onToggleHidden: () => void;
}) {
  const { t } = useLingui();
  const { totalUsdt, fiat, pnl, hidden } = props;
  const show = (v: string) => (hidden ? HIDDEN : v);
  const pnlFiat = pnl && fiat.rate ? toFiat(pnl.profit_loss, fiat.rate) : null;

  return (
    <section className="card assets-summary" aria-label={t`Total assets`}>
      <div className="assets-summary-head">
        <span className="muted">
          <Trans>Total assets ({fiat.code})</Trans>
        </span>
        <button
          type="button"
          className="icon-button eye-button"
          aria-label={t`Hide amounts`}
          aria-pressed={hidden}
          onClick={props.onToggleHidden}
        >
          <StrokeIcon d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" size={20} weight={1.8}>
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {hidden && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
          </StrokeIcon>
        </button>
      </div>
      <p className="assets-total" data-testid="total-fiat">
        {totalUsdt !== null && fiat.rate ? show(`${groupDigits(toFiat(totalUsdt, fiat.rate))} ${fiat.code}`) : '—'}
      </p>
      <p className="muted assets-total-usdt" data-testid="total-usdt">
        ≈ {totalUsdt !== null ? show(`${groupDigits(usdtDisplay(totalUsdt))} USDT`) : '—'}
      </p>
      <p className="assets-pnl">
        <span className="muted">
          <Trans>Today's profit/loss</Trans>
        </span>{' '}
        {pnl && pnlFiat !== null ? (
          <span className={hidden ? 'flat' : trend(pnl.profit_loss)} data-testid="pnl">
            {show(`${groupDigits(signed(pnlFiat))} ${fiat.code} (${formatPercent(pnl.percent)})`)}
          </span>
        ) : (
          <span className="flat">—</span>
        )}
      </p>
    </section>
  );
}
