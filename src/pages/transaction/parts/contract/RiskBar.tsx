// The contract account at a glance: its risk rate (live from prices, coloured as it nears the
// liquidation line), the open positions' unrealised P&L, and the equity. With no open position
// there is no rate.
import { Trans } from '@lingui/react/macro';
import type { LeverRisk } from '../../../../../contract/lever';
import { trend } from '../../../../lib/format';
import { riskLevel } from '../../../../lib/lever';
import { formatSigned, formatStake } from '../../../../lib/options';

export function RiskBar({
  risk,
  rate,
  pnl,
  equity,
}: {
  risk: LeverRisk;
  /** In per cent ('112.50'), null with no open position. */
  rate: string | null;
  pnl: string;
  equity: string;
}) {
  const level = riskLevel(rate, risk.liquidation_line);
  const line = risk.liquidation_line;
  return (
    <div className="contract-risk" data-testid="contract-risk" data-level={level}>
      <dl>
        <div>
          <dt>
            <Trans>Risk rate</Trans>
          </dt>
          <dd className={`risk-rate risk-${level}`} data-testid="risk-rate">
            {rate === null ? '—' : `${rate}%`}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Unrealised P&L</Trans>
          </dt>
          <dd className={trend(pnl)} data-testid="risk-pnl">
            {formatSigned(pnl)} USDT
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Equity</Trans>
          </dt>
          <dd data-testid="risk-equity">{formatStake(equity)} USDT</dd>
        </div>
      </dl>
      <p className="field-hint contract-line">
        <Trans>Every position is closed when the risk rate falls to {line}%.</Trans>
      </p>
    </div>
  );
}
