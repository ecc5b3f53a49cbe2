// One instrument's contract screen: its head, the order form, the account's risk rate and P&L,
// and the user's positions. The account is valued live: every open position's P&L at its
// instrument's live quote, the risk rate and each liquidation price from those (lever-rules, as
// the server computes them); with more positions than were loaded, the server's figures instead.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { LeverPosition, LeverProduct } from '../../../../../contract/lever';
import type { Quotation } from '../../../../../contract/market';
import { exposureOf, liveLiquidations, livePnl, liveRisk, riskPercent } from '../../../../lib/lever';
import { useQuote, useQuotePrices } from '../../../../state/quotes';
import { session } from '../../../../state/session';
import { InstrumentHead } from '../InstrumentHead';
import { ContractForm } from './ContractForm';
import { PositionsPanel } from './PositionsPanel';
import { RiskBar } from './RiskBar';
import { useLeverBook } from './useLeverBook';
import { useLeverDeal } from './useLeverDeal';
import { usePositionActions } from './usePositionActions';

type Props = {
  product: LeverProduct;
  quote: Quotation;
  /** Price decimals by instrument id (for editing stops of positions on other instruments). */
  decimals: (matchId: number) => number;
  onPick: () => void;
};

export function ContractScreen({ product, quote: listed, decimals, onPick }: Props) {
  const { t } = useLingui();
  const { token } = useSnapshot(session);
  const signedIn = token !== null;
  const quote = useQuote(listed.id) ?? listed;
  const deal = useLeverDeal(product, signedIn);
  const book = useLeverBook(signedIn);
  const { setRisk } = book;
  // A deal loaded later than the list carries the newer risk (a balance moved in, say).
  useEffect(() => {
    if (deal.deal) setRisk(deal.deal.risk);
  }, [deal.deal, setRisk]);

  const open = book.book?.open ?? null;
  const prices = useQuotePrices(open?.map((p) => p.match_id) ?? []);
  const risk = book.risk;
  const complete = book.book !== null && book.book.open.length === book.book.openTotal;
  const valued = useMemo(() => {
    if (!open || !risk) return null;
    const rows = open.map((position) => ({ position, pnl: livePnl(position, prices.get(position.match_id)) }));
    const account = liveRisk(risk, rows);
    // Only with every open position loaded does the screen know the whole account.
    const liquidations = complete ? liveLiquidations(rows, account, risk.liquidation_line, decimals) : null;
    const live = new Map<string, { pnl: string; liquidation: string | null }>();
    for (const { position, pnl } of rows)
      live.set(position.id, {
        pnl,
        liquidation: liquidations ? (liquidations.get(position.match_id) ?? null) : position.liquidation_price,
      });
    return { rows, account, live };
  }, [open, risk, prices, complete, decimals]);

  const { apply, reload } = book;
  const { reload: reloadDeal } = deal;
  const changed = useCallback(
    (p: LeverPosition) => {
      apply(p);
      void reloadDeal();
    },
    [apply, reloadDeal],
  );
  const actions = usePositionActions(changed, () => {
    reload();
    void reloadDeal();
  });

  return (
    <div className="contract">
      <InstrumentHead
        quote={quote}
        signedIn={signedIn}
        onPick={onPick}
        product="contract"
        orders={{ to: '/pages/transaction/contract_order', label: t`All positions` }}
      />
      <ContractForm
        key={product.match_id}
        product={product}
        quote={quote}
        signedIn={signedIn}
        deal={deal}
        open={
          valued
            ? valued.rows.map((r) => ({
                margin: r.position.caution_money,
                pnl: r.pnl,
                exposure: r.position.match_id === product.match_id ? exposureOf(r.position, r.pnl) : undefined,
              }))
            : null
        }
        onPlaced={changed}
      />
      {signedIn && risk && valued && (
        <RiskBar
          risk={risk}
          rate={complete ? riskPercent(valued.account) : risk.hazard_rate}
          pnl={complete ? valued.account.pnl : risk.profits_total}
          equity={complete ? valued.account.equity : risk.equity}
        />
      )}
      <PositionsPanel
        signedIn={signedIn}
        book={book.book}
        failed={book.failed}
        onRetry={reload}
        live={valued?.live ?? new Map()}
        decimals={decimals}
        actions={actions}
        onChanged={changed}
      />
    </div>
  );
}
