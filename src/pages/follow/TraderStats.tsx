// A trader's statistics for one window (7, 30, 90 days or all time), as the hourly job computed
// them from closed positions only: ROI, net P&L, win rate with the profitable and closed orders,
// maximum drawdown, and what followers have under copy and made; with when they were computed.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { STAT_WINDOWS, type StatWindow, type Trader } from '../../../contract/copy';
import { trend } from '../../lib/format';
import { formatSigned, formatStake } from '../../lib/options';
import { RelativeTime } from '../../ui/RelativeTime';
import { TabStrip } from '../../ui/TabStrip';
import { WINDOW_LABELS } from '../copytrade/labels';
import { Figure, Rate } from '../copytrade/parts';

const WINDOW_TABS = STAT_WINDOWS.map((value) => ({ value, label: WINDOW_LABELS[value] }));

export function TraderStats({ trader }: { trader: Trader }) {
  const { i18n } = useLingui();
  const [days, setDays] = useState<StatWindow>(30);
  const s = trader.stats.find((x) => x.window === days);
  const profitable = s?.profit_count ?? 0;
  const closed = s?.closed_count ?? 0;
  return (
    <section className="card" aria-labelledby="trader-stats-title">
      <h2 id="trader-stats-title">
        <Trans>Statistics</Trans>
      </h2>
      <TabStrip tabs={WINDOW_TABS} value={days} onChange={setDays} className="segmented" label={i18n._(msg`Period`)} />
      <dl className="copy-grid" data-window={days}>
        <Figure label={<Trans>ROI</Trans>} testId="stats-roi">
          <strong className="copy-roi">
            <Rate value={s?.roi ?? null} signed />
          </strong>
        </Figure>
        <Figure label={<Trans>Net P&L (USDT)</Trans>} testId="stats-pnl">
          <span className={trend(s?.total_profits ?? '0')}>{formatSigned(s?.total_profits ?? '0')}</span>
        </Figure>
        <Figure label={<Trans>Win rate</Trans>} testId="stats-win-rate">
          <Rate value={s?.correct_rate ?? null} />
        </Figure>
        <Figure label={<Trans>Profitable / closed</Trans>} testId="stats-orders">
          {profitable} / {closed}
        </Figure>
        <Figure label={<Trans>Max drawdown</Trans>} testId="stats-drawdown">
          {formatStake(s?.max_drawdown ?? '0')} · <Rate value={s?.max_drawdown_rate ?? null} />
        </Figure>
        <Figure label={<Trans>Followers</Trans>} testId="stats-followers">
          {trader.follow_num}
        </Figure>
        <Figure label={<Trans>Under copy (USDT)</Trans>} testId="stats-aum">
          {formatStake(trader.assets_under_copy)}
        </Figure>
        <Figure label={<Trans>Followers' P&L (USDT)</Trans>} testId="stats-followers-pnl">
          <span className={trend(trader.followers_profits)}>{formatSigned(trader.followers_profits)}</span>
        </Figure>
      </dl>
      <p className="field-hint" data-testid="stats-time">
        {trader.stats_time === null ? (
          <Trans>Statistics are computed every hour, from closed positions only; the first run is still to come.</Trans>
        ) : (
          <Trans>
            Computed every hour from closed positions only; last computed <RelativeTime ms={trader.stats_time} />.
          </Trans>
        )}
      </p>
    </section>
  );
}
