// One of the reader's followings: the trader, its state (stopped: which copy stop), the mode and
// number, the copies' P&L closed and open, the margin they hold, the profit shares paid and the
// high-water mark they were paid above; Edit and Stop copying while it is active.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Follow } from '../../../contract/copy';
import { trend } from '../../lib/format';
import { formatSigned, formatStake } from '../../lib/options';
import { FOLLOW_STATE_LABELS, followPath, MODE_LABELS, STOPPED_LABELS, traderPath } from './labels';
import { Figure, Rate } from './parts';

export function FollowRow({ follow: f, onCancel }: { follow: Follow; onCancel: (f: Follow) => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const nickname = f.nickname;
  const active = f.state === 'active';
  return (
    <li className="copy-row" data-follow-id={f.id} data-trader-id={f.trader_user_id} data-state={f.state}>
      <div className="copy-who">
        <Link to={traderPath(f.trader_user_id)}>
          <strong>{nickname}</strong>
        </Link>
        <span className={`copy-state state-${f.state}`} data-testid="follow-state">
          {i18n._(FOLLOW_STATE_LABELS[f.state])}
          {f.stopped_reason && <> · {i18n._(STOPPED_LABELS[f.stopped_reason])}</>}
        </span>
      </div>
      <dl className="copy-grid">
        <Figure label={<Trans>Mode</Trans>} testId="follow-mode">
          {i18n._(MODE_LABELS[f.type])} · {f.type === 1 ? `${f.number}×` : f.number}
        </Figure>
        <Figure label={<Trans>Closed copies P&L</Trans>} testId="follow-closed-pnl">
          <span className={trend(f.closed_profits)}>{formatSigned(f.closed_profits)}</span>
        </Figure>
        <Figure label={<Trans>Open copies P&L</Trans>} testId="follow-open-pnl">
          <span className={trend(f.open_profits)}>{formatSigned(f.open_profits)}</span>
        </Figure>
        <Figure label={<Trans>Open copies</Trans>} testId="follow-open-copies">
          {f.open_copies} · {formatStake(f.open_margin)} USDT
        </Figure>
        <Figure label={<Trans>Shares paid (USDT)</Trans>} testId="follow-shares-paid">
          {formatStake(f.shares_paid)} · <Rate value={f.profit_share} />
        </Figure>
        <Figure label={<Trans>High-water mark (USDT)</Trans>}>{formatStake(f.high_water_mark)}</Figure>
        <Figure label={<Trans>Copy stop-loss</Trans>}>{f.stop_loss ? `−${f.stop_loss}%` : '—'}</Figure>
        <Figure label={<Trans>Copy take-profit</Trans>}>{f.take_profit ? `+${f.take_profit}%` : '—'}</Figure>
      </dl>
      {active && (
        <div className="copy-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onCancel(f)}
            aria-label={t`Stop copying ${nickname}`}
          >
            <Trans>Stop copying</Trans>
          </button>
          <Link className="button" to={followPath(f.trader_user_id)} aria-label={t`Edit copying ${nickname}`}>
            <Trans>Edit</Trans>
          </Link>
        </div>
      )}
    </li>
  );
}
