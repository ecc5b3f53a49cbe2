// What leverage contracts did (USDT): open positions and the margins they hold, entrusts waiting,
// positions closed and how many of them by liquidation, the customers' realised profit or loss
// (the desk is every position's counterparty: its result is the negative), fees, overnight fees,
// and what the insurance fund paid for losses beyond an account's balance.
import { Trans } from '@lingui/react/macro';
import type { AdminLeverOverview } from '../../../../contract/lever';
import { grouped, signed } from '../../lib/format';
import { Fact } from '../../ui/Fact';
import { SettingsPanel } from '../../ui/SettingsPanel';

export function SummaryPanel({
  summary,
  loading,
  onRefresh,
}: {
  summary: AdminLeverOverview['summary'];
  loading: boolean;
  onRefresh: () => void;
}) {
  const s = summary;
  return (
    <SettingsPanel
      titleId="lever-summary-title"
      title={<Trans>Positions and results</Trans>}
      refresh={{ loading: loading, onRefresh: onRefresh }}
    >
      <dl className="facts" data-testid="lever-summary">
        <Fact label={<Trans>Open positions</Trans>} data-testid="lever-open-count">
          {s.open_count}
        </Fact>
        <Fact label={<Trans>Margins of open positions (USDT)</Trans>}>{grouped(s.open_margin)}</Fact>
        <Fact label={<Trans>Entrusts waiting</Trans>}>{s.entrust_count}</Fact>
        <Fact label={<Trans>Closed positions</Trans>}>{s.closed_count}</Fact>
        <Fact label={<Trans>Of which liquidated</Trans>}>{s.liquidated_count}</Fact>
        <Fact label={<Trans>Customers' realised P&L (USDT)</Trans>} data-testid="lever-customer-pnl">
          {grouped(signed(s.customer_pnl))}
        </Fact>
        <Fact label={<Trans>Fees (USDT)</Trans>}>{grouped(s.fees)}</Fact>
        <Fact label={<Trans>Overnight fees (USDT)</Trans>}>{grouped(s.overnight)}</Fact>
        <Fact label={<Trans>Insurance paid (USDT)</Trans>}>{grouped(s.insurance)}</Fact>
      </dl>
      <p className="muted">
        <Trans>
          The desk is the counterparty of every position: its result is the customers' realised P&L with the sign
          reversed. Fees are those charged on opening and closing; insurance covers losses beyond what an account held.
        </Trans>
      </p>
    </SettingsPanel>
  );
}
