// The spot trading screen's body, shared by the Trade tab and /pages/transaction/currency: the
// pair (with a picker), the order form beside the live order book, then the user's open orders on
// the pair and the recent trades. A guest sees the book and the trades; the form asks to log in.
// A stock pair trades only in US market hours: outside them the screen says the market is closed
// and gives its hours, the form keeps what is typed but cannot send it, and the (empty) book says
// why. `?pick=stock` (or `coin`) opens the picker on that tab, e.g. from the Assets tab's stocks.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { SpotOrder, SpotPair } from '../../../../contract/spot';
import { formatPercent, trend } from '../../../lib/format';
import { padDecimals } from '../../../lib/spot';
import { classOf, type PairClass } from '../../../lib/stocks';
import { useRecordView } from '../../../state/favourites';
import { useQuote } from '../../../state/quotes';
import { session } from '../../../state/session';
import { useNeedsNetwork } from '../../../ui/OfflineReason';
import { DelayedSpinner } from '../../../ui/Spinner';
import { FirstRunOffer } from '../../fund/FirstRunOffer';
import { DemoBadge } from '../../market/parts/DemoBadge';
import { alertsPath, HeadLink } from './HeadLinks';
import { OrderBook } from './OrderBook';
import { OrderForm } from './OrderForm';
import { OrderRow } from './OrderRow';
import { PairPicker } from './PairPicker';
import { RecentTrades } from './RecentTrades';
import { useCancelOrder } from './useCancelOrder';
import { useOpenOrders } from './useOpenOrders';
import { useSpotBalances } from './useSpotBalances';
import { useSpotBook } from './useSpotBook';
import { sameSymbol, useSpotPairs } from './useSpotPairs';

export const DEFAULT_SYMBOL = 'BTC/USDT';

/** While a stock pair is shown, its pairs (and so whether its market trades) are asked for this often. */
export const STOCK_PAIRS_REFRESH_MS = 20_000;

const PICK_PARAM: Record<string, PairClass> = { stock: 'stock', coin: 'crypto' };

export function SpotTrade({ symbol, onSymbol }: { symbol: string; onSymbol: (symbol: string) => void }) {
  const { pairs, failed, retry } = useSpotPairs();
  const [params, setParams] = useSearchParams();
  const pickClass = PICK_PARAM[params.get('pick') ?? ''];
  const [picking, setPicking] = useState(pickClass !== undefined);
  const pair = pairs?.find((p) => sameSymbol(p.symbol, symbol)) ?? null;
  // The pair shown is a recent one for the picker (and market search).
  useRecordView(pair?.id, pair?.symbol ?? '');
  /** Closing the picker forgets `?pick=` (choosing a pair replaces the query without it). */
  const closePicker = () => {
    setPicking(false);
    if (params.has('pick'))
      setParams(
        (p) => {
          const copy = new URLSearchParams(p);
          copy.delete('pick');
          return copy;
        },
        { replace: true },
      );
  };
  const pick = (p: SpotPair) => {
    setPicking(false);
    onSymbol(p.symbol);
  };
  const stockShown = pair !== null && classOf(pair) === 'stock';
  // The market opens and closes while the screen is open: the pair's `trading` is asked for again.
  useEffect(() => {
    if (!stockShown) return;
    const timer = setInterval(retry, STOCK_PAIRS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [stockShown, retry]);
  const picker = pairs && (
    <PairPicker
      open={picking}
      pairs={pairs}
      current={pair?.symbol ?? ''}
      initialClass={pickClass}
      onPick={pick}
      onClose={closePicker}
    />
  );

  if (!pairs)
    return failed ? (
      <div className="empty-state" role="alert">
        <p>
          <Trans>Trading pairs could not be loaded. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="button" onClick={retry}>
          <Trans>Retry</Trans>
        </button>
      </div>
    ) : (
      <DelayedSpinner delay={200} />
    );
  if (!pair)
    return (
      <div className="empty-state" role="alert">
        <p>
          <Trans>No such trading pair</Trans>
        </p>
        <button type="button" className="button" onClick={() => setPicking(true)}>
          <Trans>Choose a pair</Trans>
        </button>
        {picker}
      </div>
    );
  return (
    <>
      {/* Keyed by the pair: a price tapped or a tab chosen on one pair does not carry over to the next. */}
      <PairScreen key={pair.symbol} pair={pair} onPickPair={() => setPicking(true)} onStale={retry} />
      {picker}
    </>
  );
}

function PairScreen({ pair, onPickPair, onStale }: { pair: SpotPair; onPickPair: () => void; onStale: () => void }) {
  const { t } = useLingui();
  const { token } = useSnapshot(session);
  const signedIn = token !== null;
  const quote = useQuote(pair.id);
  const dir = quote ? trend(quote.change) : 'flat';
  const last = quote?.price ?? null;
  const balances = useSpotBalances(signedIn);
  const book = useSpotBook(pair.symbol);
  const open = useOpenOrders(pair, signedIn);
  const network = useNeedsNetwork();
  const [picked, setPicked] = useState<{ price: string; at: number } | null>(null);
  const [panel, setPanel] = useState<'orders' | 'trades'>('orders');
  const stock = classOf(pair) === 'stock';
  const closed = !pair.trading;
  const closedId = useId();
  // A tick of a market the pairs call closed: it has opened, the pairs are asked for again now.
  const liveTrading = quote?.trading;
  useEffect(() => {
    if (liveTrading && !pair.trading) onStale();
  }, [liveTrading, pair.trading, onStale]);
  const closedReason = !closed ? null : stock ? t`Market closed` : t`This market is closed now`;
  const { refresh } = balances;
  const { apply } = open;
  const changed = useCallback(
    (order: SpotOrder) => {
      apply(order);
      refresh();
    },
    [apply, refresh],
  );
  // A placed or cancelled order changes the balances as well as the list.
  const { cancel, busy } = useCancelOrder(changed);

  return (
    <div className="spot">
      <div className="spot-head">
        <span className="spot-head-main">
          <button
            type="button"
            className="pair-button"
            aria-haspopup="dialog"
            aria-label={t`Pair ${pair.symbol}. Choose another pair`}
            onClick={onPickPair}
          >
            <strong data-testid="spot-symbol">{pair.symbol}</strong>
            <span aria-hidden="true">▾</span>
          </button>
          <span className={`spot-change ${dir}`}>{quote ? formatPercent(quote.change) : ''}</span>
          {quote?.source === 'demo' && <DemoBadge />}
        </span>
        <span className="spot-head-end">
          <HeadLink
            to={`/pages/market/detail?symbol=${encodeURIComponent(pair.symbol)}`}
            label={t`Chart`}
            icon="chart"
          />
          {signedIn && <HeadLink to={alertsPath(pair.id)} label={t`Price alerts`} icon="alert" />}
          {signedIn && <HeadLink to="/pages/transaction/currency_order" label={t`All orders`} icon="list" />}
        </span>
      </div>
      {closed && (
        <p className="spot-closed" role="status" id={closedId}>
          {stock ? (
            <>
              <strong>
                <Trans>Market closed</Trans>
              </strong>{' '}
              <Trans>US market hours: 14:30–21:00 UTC, Monday to Friday.</Trans>
            </>
          ) : (
            <Trans>This market is closed now</Trans>
          )}
        </p>
      )}
      {/* A new user of a demo server holds nothing to trade with: where to start (issue 20). */}
      <FirstRunOffer rows={balances.rows} onAdded={refresh} />
      <div className="spot-main">
        <OrderForm
          key={pair.symbol}
          pair={pair}
          last={last}
          signedIn={signedIn}
          balances={balances}
          picked={picked}
          closed={closedReason === null ? null : { reason: closedReason, describedBy: closedId }}
          onPlaced={changed}
        />
        <OrderBook
          symbol={pair.symbol}
          depth={book.depth.data}
          failed={book.depth.failed}
          onRetry={book.retryDepth}
          base={pair.base}
          quote={pair.quote}
          priceDecimals={pair.price_decimals}
          amountDecimals={pair.amount_decimals}
          last={last}
          trend={dir}
          closed={closed}
          onPick={(price) => setPicked({ price: padDecimals(price, pair.price_decimals), at: Date.now() })}
        />
      </div>
      {/* The link sits beside the tab list, not in it: a tablist holds only tabs. */}
      <div className="tabs tabs-scroll spot-tabs">
        <div className="spot-tabs-list" role="tablist">
          <button type="button" role="tab" aria-selected={panel === 'orders'} onClick={() => setPanel('orders')}>
            {signedIn && open.orders ? <Trans>Open orders ({open.total})</Trans> : <Trans>Open orders</Trans>}
          </button>
          <button type="button" role="tab" aria-selected={panel === 'trades'} onClick={() => setPanel('trades')}>
            <Trans>Recent trades</Trans>
          </button>
        </div>
        {signedIn && (
          <Link to="/pages/transaction/currency_order" className="spot-tabs-link">
            <Trans>All orders</Trans> ›
          </Link>
        )}
      </div>
      <div role="tabpanel" className="spot-panel">
        {panel === 'trades' ? (
          <RecentTrades
            trades={book.trades.data}
            failed={book.trades.failed}
            onRetry={book.retryTrades}
            base={pair.base}
            quote={pair.quote}
            priceDecimals={pair.price_decimals}
          />
        ) : !signedIn ? (
          <div className="empty-state compact-state">
            <p>
              <Trans>Log in to see your orders.</Trans>
            </p>
          </div>
        ) : open.failed ? (
          <div className="empty-state compact-state" role="alert">
            <p>
              <Trans>Your orders could not be loaded.</Trans>
            </p>
            <button type="button" className="button button-secondary" onClick={open.retry}>
              <Trans>Retry</Trans>
            </button>
          </div>
        ) : open.orders === null ? (
          <DelayedSpinner delay={200} />
        ) : open.orders.length === 0 ? (
          <div className="empty-state compact-state">
            <p>
              <Trans>No open orders</Trans>
            </p>
          </div>
        ) : (
          <>
            {network.reason}
            <ul className="order-list" aria-label={t`Open orders`}>
              {open.orders.map((o) => (
                <OrderRow
                  key={o.id}
                  order={o}
                  withFills={false}
                  onCancel={(order) => void cancel(order)}
                  cancelling={busy.has(o.id)}
                  offline={network.offline}
                  offlineId={network.describedBy}
                />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
