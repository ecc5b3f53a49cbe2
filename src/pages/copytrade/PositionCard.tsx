// A contract position as copy trading shows it: a trader's (their profile) or a copy of one (the
// follower's own position). Direction, symbol, lots and multiple; the opening price with the
// recorded tick it cites and, once closed, the closing tick with Check on the chart; the P&L (net
// of fees once closed) and the margin. A copy also says whose position it copies, whether the
// follower keeps it (self-hold) and why it closed; its actions come from the screen.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Copy, TraderPosition } from '../../../contract/copy';
import type { CloseReason } from '../../../contract/lever';
import { useInstantText } from '../../app/useInstantText';
import { trend } from '../../lib/format';
import { formatSigned, formatStake } from '../../lib/options';
import { CheckLink, TickCell } from '../../ui/CitedTick';
import { CLOSE_REASON_LABELS, DIRECTION_LABELS, DIRECTION_TREND } from '../transaction/parts/contract/labels';
import { Figure } from './parts';

const isCopy = (p: TraderPosition | Copy): p is Copy => 'trader_position_id' in p;

export function PositionCard({ position: p, actions }: { position: TraderPosition | Copy; actions?: ReactNode }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const when = useInstantText();
  const { share, multiple } = p;
  const closed = p.close_tick !== null || p.closed_at !== null;
  const copy = isCopy(p) ? p : null;
  const nickname = copy?.nickname ?? '';
  const reason = copy?.close_reason ? CLOSE_REASON_LABELS[copy.close_reason as CloseReason] : undefined;
  return (
    <li
      className="copy-row"
      data-position-id={p.id}
      data-state={closed ? 'closed' : 'open'}
      data-self-held={copy?.self_held || undefined}
    >
      <div className="copy-who">
        <strong className={DIRECTION_TREND[p.type]}>{i18n._(DIRECTION_LABELS[p.type])}</strong>
        <strong>{p.symbol}</strong>
        <span className="copy-state">
          <Trans>
            {share} lots · {multiple}×
          </Trans>
        </span>
        {copy?.self_held && (
          <span className="demo-badge" data-testid="copy-self-held">
            <Trans>Kept by you</Trans>
          </span>
        )}
      </div>
      {copy && (
        <p className="copy-state">
          <Trans>Copy of {nickname}'s position</Trans>
          {reason && <> · {i18n._(reason)}</>}
        </p>
      )}
      <dl className="copy-grid">
        <TickCell label={<Trans>Open price</Trans>} price={p.price} tick={p.open_tick} testId="position-open" />
        {closed ? (
          <TickCell label={<Trans>Close price</Trans>} tick={p.close_tick} testId="position-close" />
        ) : (
          <Figure label={<Trans>Opened</Trans>}>{when(p.opened_at)}</Figure>
        )}
        <Figure label={closed ? <Trans>P&L (USDT)</Trans> : <Trans>Unrealised P&L (USDT)</Trans>} testId="position-pnl">
          <strong className={trend(p.profits)}>{formatSigned(p.profits)}</strong>
        </Figure>
        <Figure label={<Trans>Margin (USDT)</Trans>} testId="position-margin">
          {formatStake(p.margin)}
        </Figure>
        {closed && p.closed_at !== null && <Figure label={<Trans>Closed</Trans>}>{when(p.closed_at)}</Figure>}
      </dl>
      {(actions || (closed && p.close_tick)) && (
        <div className="copy-actions">
          {closed && p.close_tick && (
            <CheckLink symbol={p.symbol} tick={p.close_tick} label={t`Check the close price on the chart`} />
          )}
          {actions}
        </div>
      )}
    </li>
  );
}
