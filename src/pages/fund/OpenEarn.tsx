// The Assets tab's earn part ("Deposit": lock mining; "Mining": DeFi and cloud mining): how much
// is locked in running orders, per currency, and the interest they have paid, with links to the
// orders and the products. The amounts are also the spot account's frozen balance.
import { Trans } from '@lingui/react/macro';
import Decimal from 'decimal.js';
import { useCallback, useEffect, useState } from 'react';
import type { EarnKind, EarnOrder } from '../../../contract/earn';
import { getEarnOrders } from '../../api/earn';
import { groupDigits } from '../../lib/format';
import { RowLink } from '../../ui/RowLink';

/** Running orders read for the summary (the most a page holds). */
const LIMIT = 50;

export function OpenEarn({ kinds }: { kinds: EarnKind[] }) {
  const [orders, setOrders] = useState<{ rows: EarnOrder[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    getEarnOrders(1, 1, { quiet: true, background: true }, LIMIT).then(
      (r) => {
        setOrders({ rows: r.order_list.filter((o) => kinds.includes(o.kind)), total: r.total });
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [kinds]);
  useEffect(load, [load]);
  const byCurrency = new Map<string, { locked: Decimal; interest: Decimal }>();
  for (const o of orders?.rows ?? []) {
    const c = byCurrency.get(o.currency_name) ?? { locked: new Decimal(0), interest: new Decimal(0) };
    byCurrency.set(o.currency_name, { locked: c.locked.plus(o.amount), interest: c.interest.plus(o.total_interest) });
  }
  const known = orders !== null && !failed;
  const kind = kinds.length === 1 ? kinds[0] : undefined;
  return (
    <div className="fund-links earn-links">
      {known && byCurrency.size > 0 && (
        <dl className="summary-list" data-testid="earn-summary">
          {[...byCurrency].map(([currency, c]) => (
            <div key={currency}>
              <dt>
                <Trans>Locked {currency}</Trans>
              </dt>
              <dd>
                {groupDigits(c.locked.toFixed())}{' '}
                <small className="muted">
                  <Trans>interest paid {groupDigits(c.interest.toFixed())}</Trans>
                </small>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {known && orders.total > LIMIT && (
        <p className="field-hint">
          <Trans>The newest {LIMIT} running orders are summed here; all of them are in your orders.</Trans>
        </p>
      )}
      <RowLink to="/pages/lockming/order" testId="open-earn">
        {known ? <Trans>Running orders ({orders.rows.length})</Trans> : <Trans>Running orders</Trans>}
      </RowLink>
      <RowLink to={`/pages/lockming/lockming${kind ? `?kind=${kind}` : ''}`}>
        <Trans>Browse products</Trans>
      </RowLink>
    </div>
  );
}
