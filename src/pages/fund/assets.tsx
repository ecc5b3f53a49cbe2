// Assets tab (spec §1 fund overview tabs, §2 assets): total assets in the default fiat currency,
// today's profit/loss, then per tab the balances of its account (the spec's balance, futures,
// seconds and fiat tabs are the spot, contract, options and fiat accounts, named as everywhere
// else: src/lib/accounts.ts), with hide-small-coins and crypto-vs-fiat values; the spot account's
// stocks are under "Stock" (StockHoldings), not among its coins; the options account adds the
// open options (OpenOptions). Tabs whose products are not built yet say so. Refreshes when the server reports a wallet change (e.g. a
// recharge reviewed elsewhere), one of the user's spot orders changes or an option is taken or settled.
// The demo-funds offer is at the foot, or under the total for a user who holds nothing yet (issue 20).
// "Verify my balances" (issue 41) is among the links at the foot.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { BalanceRow, DailyProfitLoss, UserCurrency } from '../../../contract/wallet';
import { getBalances, getDailyProfitLoss, getUserCurrencies } from '../../api/wallet';
import { groupDigits } from '../../lib/format';
import { stockCurrencies, withoutStocks } from '../../lib/stocks';
import { isSmallCoin, plus, sumDecimals, toFiat, usdtDisplay, usdtValueOf } from '../../lib/valuation';
import { onRealtime } from '../../realtime/socket';
import { useFiat } from '../../state/fiatRates';
import { useQuoteList } from '../../state/quotes';
import { DelayedSpinner } from '../../ui/Spinner';
import { Switch } from '../../ui/Switch';
import { AssetsSummary, HIDDEN } from './AssetsSummary';
import { ASSET_TABS } from './assetTabs';
import { DemoFundsOffer } from './DemoFundsOffer';
import { FirstRunOffer } from './FirstRunOffer';
import { holdsNothing } from './firstRun';
import './fund.css';
import { RowLink } from '../../ui/RowLink';
import { useSpotPairs } from '../transaction/parts/useSpotPairs';
import { OpenContracts } from './OpenContracts';
import { OpenEarn } from './OpenEarn';
import { OpenOptions } from './OpenOptions';
import { StockHoldings } from './StockHoldings';

export default function Assets() {
  const { i18n, t } = useLingui();
  const fiat = useFiat();
  const [rows, setRows] = useState<BalanceRow[] | null>(null);
  const [prices, setPrices] = useState<UserCurrency[] | null>(null);
  const [pnl, setPnl] = useState<DailyProfitLoss | null>(null);
  const [failed, setFailed] = useState(false);
  const [tab, setTab] = useState('spot');
  const [hidden, setHidden] = useState(false);
  const [hideSmall, setHideSmall] = useState(false);
  const [inFiat, setInFiat] = useState(false);
  const spotPairs = useSpotPairs();
  const { quotes } = useQuoteList();

  const load = useCallback((background = false) => {
    setFailed(false);
    const opts = { quiet: true, background };
    getBalances(opts).then(setRows, () => setFailed(true));
    getUserCurrencies(opts).then(setPrices, () => undefined);
    getDailyProfitLoss(opts).then(setPnl, () => undefined);
  }, []);
  useEffect(() => load(), [load]);
  // A recharge or withdrawal decided elsewhere shows without a reload.
  useEffect(() => onRealtime('wallet', () => load(true)), [load]);
  // So does a spot order's fill (e.g. a stock bought on another device), or an option taken or settled.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => load(true), 250);
    };
    const offs = [onRealtime('order', soon), onRealtime('option', soon)];
    return () => {
      clearTimeout(timer);
      for (const off of offs) off();
    };
  }, [load]);

  const current = ASSET_TABS.find((x) => x.key === tab) ?? ASSET_TABS[0];
  const account = current?.account;
  const priceOf = (currency: string) => prices?.find((p) => p.currency === currency)?.usdt_price ?? null;
  // The stocks: the stock pairs' currencies, and the stock quotes' bases while the pairs load.
  const stocks = new Set([
    ...stockCurrencies(spotPairs.pairs ?? []),
    ...quotes.filter((q) => q.class === 'stock').map((q) => q.base),
  ]);
  const inAccount = (rows ?? []).filter((r) => r.account === account);
  const valued = (current?.holds === 'coins' ? withoutStocks(inAccount, stocks) : inAccount).map((r) => {
    const price = priceOf(r.currency);
    return { ...r, usdt: price === null ? null : usdtValueOf(plus(r.available, r.frozen), price) };
  });
  const shown = hideSmall ? valued.filter((r) => r.usdt === null || !isSmallCoin(r.usdt)) : valued;
  const totalUsdt = prices ? sumDecimals(prices.map((p) => p.usdt_value)) : null;
  const show = (v: string) => (hidden ? HIDDEN : v);
  const valueText = (usdt: string | null) =>
    usdt === null
      ? '—'
      : inFiat
        ? fiat.rate
          ? `≈ ${show(`${groupDigits(toFiat(usdt, fiat.rate))} ${fiat.code}`)}`
          : '—'
        : `≈ ${show(`${groupDigits(usdtDisplay(usdt))} USDT`)}`;

  return (
    <div className="page">
      <header className="tab-header">
        <h1>
          <Trans>Assets</Trans>
        </h1>
        <Link to="/pages/fund/fundTransfer" className="button header-end header-button">
          <Trans>Transfer</Trans>
        </Link>
      </header>
      <AssetsSummary
        totalUsdt={totalUsdt}
        fiat={fiat}
        pnl={pnl}
        hidden={hidden}
        onToggleHidden={() => setHidden((h) => !h)}
      />
      <FirstRunOffer rows={rows} onAdded={() => load()} />
      <nav className="assets-actions" aria-label={t`Wallet actions`}>
        <Link to="/pages/fund/receive">
          <span aria-hidden="true">↓</span>
          <Trans>Recharge</Trans>
        </Link>
        <Link to="/pages/fund/withdraw">
          <span aria-hidden="true">↑</span>
          <Trans>Withdraw</Trans>
        </Link>
        <Link to="/pages/fund/transfer">
          <span aria-hidden="true">⇆</span>
          <Trans>Exchange</Trans>
        </Link>
        <Link to="/pages/setting/bill">
          <span aria-hidden="true">≡</span>
          <Trans>Bills</Trans>
        </Link>
      </nav>
      <div className="tabs tabs-scroll" role="tablist">
        {ASSET_TABS.map((x) => (
          <button key={x.key} type="button" role="tab" aria-selected={tab === x.key} onClick={() => setTab(x.key)}>
            {i18n._(x.label)}
          </button>
        ))}
      </div>
      {current?.holds === 'stocks' ? (
        <StockHoldings
          rows={rows}
          pairs={spotPairs.pairs}
          failed={failed || spotPairs.failed}
          onRetry={() => {
            load();
            spotPairs.retry();
          }}
          fiat={fiat}
          priceOf={priceOf}
          hidden={hidden}
        />
      ) : account === undefined && current?.earn ? (
        <OpenEarn kinds={current.earn} />
      ) : account === undefined ? (
        <div className="empty-state" role="status">
          <p className="empty-title">
            <Trans>Function under development</Trans>
          </p>
          <p>
            <Trans>These products are not available yet.</Trans>
          </p>
        </div>
      ) : (
        <>
          <div className="assets-toggles">
            <Switch label={<Trans>Hide small coins</Trans>} checked={hideSmall} onChange={setHideSmall} />
            <fieldset className="segmented" aria-label={t`Show values in`}>
              <button type="button" aria-pressed={!inFiat} onClick={() => setInFiat(false)}>
                <Trans>Crypto</Trans>
              </button>
              <button type="button" aria-pressed={inFiat} onClick={() => setInFiat(true)}>
                {fiat.code}
              </button>
            </fieldset>
          </div>
          {failed ? (
            <div className="empty-state" role="alert">
              <p>
                <Trans>Balances could not be loaded. Check your connection and try again.</Trans>
              </p>
              <button type="button" className="button" onClick={() => load()}>
                <Trans>Retry</Trans>
              </button>
            </div>
          ) : rows === null ? (
            <DelayedSpinner delay={200} />
          ) : shown.length === 0 ? (
            <div className="empty-state">
              <p>{hideSmall ? <Trans>No coins worth 1 USDT or more</Trans> : <Trans>No records</Trans>}</p>
            </div>
          ) : (
            <ul className="balance-list" aria-label={current ? i18n._(current.label) : undefined}>
              {shown.map((r) => (
                <li key={r.currency} data-currency={r.currency} className="balance-row">
                  <Link
                    to={`/pages/fund/assets_record?currency=${r.currency}&account=${r.account}`}
                    className="balance-link"
                  >
                    <span className="balance-coin">
                      <strong>{r.currency}</strong>
                      <small className="muted" data-testid="value">
                        {valueText(r.usdt)}
                      </small>
                    </span>
                    <span className="balance-amounts">
                      <span data-testid="available">{show(groupDigits(r.available))}</span>
                      <small className="muted">
                        <Trans>Frozen {show(groupDigits(r.frozen))}</Trans>
                      </small>
                    </span>
                    <span className="chevron muted" aria-hidden="true">
                      ›
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {current?.part === 'contracts' && <OpenContracts />}
          {current?.part === 'options' && <OpenOptions />}
        </>
      )}
      <div className="fund-links">
        <RowLink to="/pages/fund/assets_all_record">
          <Trans>Account-change record</Trans>
        </RowLink>
        <RowLink to="/pages/fund/transfer_history">
          <Trans>Transfer history</Trans>
        </RowLink>
        <RowLink to="/pages/fund/receive_withdraw_record">
          <Trans>Recharge and withdrawal records</Trans>
        </RowLink>
        <RowLink to="/pages/fund/proof" testId="verify-balances">
          <Trans>Verify my balances</Trans>
        </RowLink>
      </div>
      {/* The offer at the foot once the user holds something; above the fold before (FirstRunOffer). */}
      {!holdsNothing(rows) && <DemoFundsOffer onAdded={() => load()} />}
    </div>
  );
}
