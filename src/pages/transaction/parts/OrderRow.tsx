// One spot order as its owner sees it: pair, side, type, price, amount, filled, average price,
// fee, state and time; its fills on demand (GET /coin/order), and a cancel button while it is open.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../../../contract/locales';
import type { SpotFill, SpotOrder } from '../../../../contract/spot';
import { getSpotOrder } from '../../../api/spot';
import { groupDigits } from '../../../lib/format';
import { session } from '../../../state/session';
import { CANCEL_REASON_LABELS, ORDER_TYPE_LABELS, SIDE_LABELS, STATE_LABELS } from './labels';

export function OrderRow({
  order,
  onCancel,
  cancelling,
  offline,
  offlineId,
  withFills = true,
}: {
  order: SpotOrder;
  /** Shown while the order is open. */
  onCancel?: (order: SpotOrder) => void;
  cancelling?: boolean;
  /** Offline: cancelling is disabled, described by the reason with this id. */
  offline?: boolean;
  offlineId?: string;
  withFills?: boolean;
}) {
  const { i18n } = useLingui();
  const { lang } = useSnapshot(session);
  const [base = '', quote = ''] = order.symbol.split('/');
  const side = order.type === 1 ? 'buy' : 'sell';
  const time = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'short', timeStyle: 'medium' });
  const open = order.status === 1;
  return (
    <li className="order-row" data-order-id={order.id} data-state={order.state} data-side={side}>
      <div className="order-head">
        <span>
          <strong className={side === 'buy' ? 'up' : 'down'}>{i18n._(SIDE_LABELS[order.type])}</strong>{' '}
          <strong>{order.symbol}</strong>{' '}
          <span className="order-tag">{i18n._(ORDER_TYPE_LABELS[order.order_type])}</span>
          {order.order_type === 'limit' && order.time_in_force !== 'GTC' && (
            <span className="order-tag">{order.time_in_force}</span>
          )}
          {order.post_only && (
            <span className="order-tag">
              <Trans>Post-only</Trans>
            </span>
          )}
        </span>
        <span className={`order-state state-${order.state}`} data-testid="order-state">
          {i18n._(STATE_LABELS[order.state])}
        </span>
      </div>
      <dl className="order-grid">
        <div>
          <dt>
            <Trans>Price ({quote})</Trans>
          </dt>
          <dd data-testid="order-price">
            {order.order_type === 'market' ? (
              <Trans context="order type">Market</Trans>
            ) : (
              groupDigits(order.target_price)
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Amount ({base})</Trans>
          </dt>
          <dd data-testid="order-amount">{groupDigits(order.amount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Filled ({base})</Trans>
          </dt>
          <dd data-testid="order-filled">{groupDigits(order.trade_amount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Avg. price ({quote})</Trans>
          </dt>
          <dd data-testid="order-avg">{order.avg_price === '0' ? '—' : groupDigits(order.avg_price)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Total ({quote})</Trans>
          </dt>
          <dd data-testid="order-total">{groupDigits(order.total)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fee ({quote})</Trans>
          </dt>
          <dd data-testid="order-fee">{groupDigits(order.fee)}</dd>
        </div>
      </dl>
      <div className="order-foot">
        <span className="muted">
          <time dateTime={new Date(order.created_at).toISOString()}>{time.format(order.created_at)}</time>
          {order.state === 'cancelled' && order.cancel_reason && (
            <> · {i18n._(CANCEL_REASON_LABELS[order.cancel_reason])}</>
          )}
        </span>
        {open && onCancel && (
          <button
            type="button"
            className="button button-secondary order-cancel"
            disabled={cancelling || offline}
            aria-busy={cancelling}
            aria-describedby={offline ? offlineId : undefined}
            onClick={() => onCancel(order)}
          >
            {cancelling ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
            <Trans>Cancel</Trans>
          </button>
        )}
      </div>
      {withFills && order.trade_amount !== '0' && <Fills order={order} />}
    </li>
  );
}

function Fills({ order }: { order: SpotOrder }) {
  const { lang } = useSnapshot(session);
  const [open, setOpen] = useState(false);
  const [fills, setFills] = useState<SpotFill[] | null>(order.fills ?? null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    getSpotOrder(order.id, { quiet: true, background: true }).then(
      (o) => setFills(o.fills ?? []),
      () => setFailed(true),
    );
  };
  const toggle = () => {
    const next = !open;
    setOpen(next);
    // Fetched when opened: the fills may have grown since the list was loaded.
    if (next) load();
  };
  const time = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { timeStyle: 'medium' });
  return (
    <div className="order-fills">
      <button type="button" className="link-button" aria-expanded={open} onClick={toggle}>
        {open ? <Trans>Hide fills</Trans> : <Trans>Show fills</Trans>}
      </button>
      {open &&
        (failed ? (
          <p className="fills-state" role="alert">
            <Trans>The fills could not be loaded.</Trans>{' '}
            <button type="button" className="link-button" onClick={load}>
              <Trans>Retry</Trans>
            </button>
          </p>
        ) : fills === null ? (
          <p className="fills-state muted" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : fills.length === 0 ? (
          <p className="fills-state muted">
            <Trans>No fills</Trans>
          </p>
        ) : (
          <table className="fills-table">
            <thead>
              <tr className="muted">
                <th scope="col">
                  <Trans>Time</Trans>
                </th>
                <th scope="col">
                  <Trans>Price</Trans>
                </th>
                <th scope="col">
                  <Trans context="quantity">Amount</Trans>
                </th>
                <th scope="col">
                  <Trans>Fee</Trans>
                </th>
                <th scope="col">
                  <Trans>Role</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {fills.map((f) => (
                <tr key={f.id} data-fill-id={f.id}>
                  <td>{time.format(f.created_at)}</td>
                  <td>{groupDigits(f.price)}</td>
                  <td>{groupDigits(f.amount)}</td>
                  <td>{groupDigits(f.fee)}</td>
                  <td>{f.role === 'maker' ? <Trans>Maker</Trans> : <Trans>Taker</Trans>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </div>
  );
}
