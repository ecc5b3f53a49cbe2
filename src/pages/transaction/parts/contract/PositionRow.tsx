// One contract position as its owner sees it. Open: direction, lots and multiple, the opening
// price with its recorded tick, the current price, live P&L with its return on the margin (ROE),
// margin, the liquidation price of its symbol and stops,
// with Close and Edit stops. An entrust: its limit, margin held and Cancel. Closed: why (by you,
// take-profit, stop-loss, liquidation), the opening and closing prices with the ticks they cite,
// the P&L, fees, overnight fees and what the insurance fund covered, and Check: the closing tick
// in its candle on the chart.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LeverPosition } from '../../../../../contract/lever';
import { groupDigits, trend } from '../../../../lib/format';
import { livePnl, roePercent } from '../../../../lib/lever';
import { formatSigned, formatStake } from '../../../../lib/options';
import { useQuote } from '../../../../state/quotes';
import { CheckLink, TickCell } from '../../../../ui/CitedTick';
import { CLOSE_REASON_LABELS, DIRECTION_LABELS, DIRECTION_TREND } from './labels';

type Props = {
  position: LeverPosition;
  /** Its liquidation price live (the order page values the whole account); the server's otherwise. */
  liquidation?: string | null;
  busy?: boolean;
  onClose?: () => void;
  onEditStops?: () => void;
  onCancel?: () => void;
};

export function PositionRow({ position: p, liquidation, busy, onClose, onEditStops, onCancel }: Props) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const quote = useQuote(p.match_id, p.status === 1);
  const open = p.status === 1;
  const current = open ? (quote?.price ?? p.update_price) : p.update_price;
  const pnl = open ? livePnl(p, quote?.price) : p.profits;
  const liq = liquidation !== undefined ? liquidation : p.liquidation_price;
  const roe = roePercent(pnl, p.caution_money);
  const { share, multiple } = p;
  return (
    <li className="order-row contract-row" data-position-id={p.id} data-status={p.status}>
      <div className="order-head">
        <span>
          <strong className={DIRECTION_TREND[p.type]}>{i18n._(DIRECTION_LABELS[p.type])}</strong>{' '}
          <strong>{p.symbol}</strong>{' '}
          <span className="order-tag">
            <Trans>
              {share} lots · {multiple}×
            </Trans>
          </span>
        </span>
        {p.status === 3 && p.close_reason ? (
          <span className={`close-reason reason-${p.close_reason}`} data-testid="close-reason">
            {i18n._(CLOSE_REASON_LABELS[p.close_reason])}
          </span>
        ) : p.status === 4 ? (
          <span className="order-state" data-testid="close-reason">
            <Trans>Cancelled</Trans>
          </span>
        ) : p.status === 0 ? (
          <span className="order-state state-open">
            <Trans>Waiting</Trans>
          </span>
        ) : (
          <span className="position-result">
            <strong className={trend(pnl)} data-testid="position-pnl">
              {formatSigned(pnl)}
            </strong>
            {roe !== null && (
              <span className={`position-roe ${trend(pnl)}`} data-testid="position-roe">
                <Trans>ROE {roe}%</Trans>
              </span>
            )}
          </span>
        )}
      </div>
      <dl className="order-grid">
        {p.status === 0 || p.status === 4 ? (
          <Cell label={<Trans>Limit price</Trans>} testId="position-limit">
            {p.target_price ? groupDigits(p.target_price) : '—'}
          </Cell>
        ) : (
          <TickCell label={<Trans>Open price</Trans>} price={p.price} tick={p.open_tick} testId="position-open" />
        )}
        {p.status === 3 ? (
          <TickCell
            label={<Trans>Close price</Trans>}
            price={p.update_price}
            tick={p.close_tick}
            testId="position-close"
          />
        ) : (
          <Cell label={<Trans>Current price</Trans>} testId="position-current">
            {current ? groupDigits(current) : '—'}
          </Cell>
        )}
        <Cell label={<Trans>Margin (USDT)</Trans>} testId="position-margin">
          {formatStake(p.caution_money)}
        </Cell>
        {open && (
          <Cell label={<Trans>Liquidation price</Trans>} testId="position-liquidation">
            {liq ? groupDigits(liq) : '—'}
          </Cell>
        )}
        {p.status !== 4 && (
          <>
            <Cell label={<Trans>Take-profit</Trans>} testId="position-take-profit">
              {p.target_profit_price ? groupDigits(p.target_profit_price) : '—'}
            </Cell>
            <Cell label={<Trans>Stop-loss</Trans>} testId="position-stop-loss">
              {p.stop_loss_price ? groupDigits(p.stop_loss_price) : '—'}
            </Cell>
          </>
        )}
        {p.status === 3 && (
          <>
            <Cell label={<Trans>P&L (USDT)</Trans>} testId="position-profit">
              <strong className={trend(p.profits)}>{formatSigned(p.profits)}</strong>
              {roe !== null && (
                <span className={`position-roe ${trend(p.profits)}`}>
                  {' '}
                  <Trans>ROE {roe}%</Trans>
                </span>
              )}
            </Cell>
            <Cell label={<Trans>Fees (USDT)</Trans>} testId="position-fees">
              {formatStake(p.trade_fee)}
            </Cell>
            <Cell label={<Trans>Overnight fees (USDT)</Trans>} testId="position-overnight">
              {formatStake(p.overnight_money)}
            </Cell>
            {p.insurance_covered !== null && (
              <Cell label={<Trans>Covered by insurance (USDT)</Trans>} testId="position-insurance">
                {formatStake(p.insurance_covered)}
              </Cell>
            )}
          </>
        )}
      </dl>
      {p.status === 3 && p.close_tick && (
        <div className="order-foot contract-actions">
          <CheckLink symbol={p.symbol} tick={p.close_tick} label={t`Check the close price on the chart`} />
        </div>
      )}
      {(onClose || onEditStops || onCancel) && (
        <div className="order-foot contract-actions">
          {onEditStops && (
            <button
              type="button"
              className="button button-secondary order-cancel"
              disabled={busy}
              onClick={onEditStops}
            >
              <Trans>Edit stops</Trans>
            </button>
          )}
          {onClose && (
            <button
              type="button"
              className="button button-secondary order-cancel"
              disabled={busy}
              aria-busy={busy}
              onClick={onClose}
            >
              <Trans context="close a position">Close</Trans>
            </button>
          )}
          {onCancel && (
            <button
              type="button"
              className="button button-secondary order-cancel"
              disabled={busy}
              aria-busy={busy}
              onClick={onCancel}
            >
              <Trans>Cancel</Trans>
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function Cell({ label, testId, children }: { label: ReactNode; testId: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
