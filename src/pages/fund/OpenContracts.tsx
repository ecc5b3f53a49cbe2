// The Assets tab's contracts part, under the contract (lever) account's balances: how many
// positions are open, the margin they hold, their unrealised P&L at the last recorded prices and
// the account's risk rate, with links to them and to the contract screen. Asked again when a
// position changes or closes.
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { LeverRisk } from '../../../contract/lever';
import { getLeverPositions } from '../../api/lever';
import { groupDigits } from '../../lib/format';
import { onRealtime } from '../../realtime/socket';
import { RowLink } from '../../ui/RowLink';

export function OpenContracts() {
  const [open, setOpen] = useState<{ total: number; risk: LeverRisk } | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    getLeverPositions({ status: 1 }, 1, 1, { quiet: true, background: true }).then(
      (r) => {
        setOpen({ total: r.total, risk: r.rate_profits_total });
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(() => {
    load();
    const offs = [onRealtime('lever_position', load), onRealtime('lever_closed', load)];
    return () => {
      for (const off of offs) off();
    };
  }, [load]);
  const known = open !== null && !failed;
  return (
    <div className="fund-links contracts-links">
      {known && open.total > 0 && (
        <dl className="summary-list" data-testid="contracts-summary">
          <div>
            <dt>
              <Trans>Margin held</Trans>
            </dt>
            <dd>{groupDigits(open.risk.margin)} USDT</dd>
          </div>
          <div>
            <dt>
              <Trans>Unrealised P&L</Trans>
            </dt>
            <dd>{groupDigits(open.risk.profits_total)} USDT</dd>
          </div>
          <div>
            <dt>
              <Trans>Risk rate</Trans>
            </dt>
            <dd>{open.risk.hazard_rate === null ? '—' : `${open.risk.hazard_rate} %`}</dd>
          </div>
        </dl>
      )}
      <RowLink to="/pages/transaction/contract_order" testId="open-contracts">
        {known ? <Trans>Open positions ({open.total})</Trans> : <Trans>Open positions</Trans>}
      </RowLink>
      <RowLink to="/pages/transaction/index?product=contract">
        <Trans>Trade contracts</Trans>
      </RowLink>
    </div>
  );
}
