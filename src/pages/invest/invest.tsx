// Invest (spec §2 invest/invest, §3): dual-investment products of a coin (BTC, ETH) in one direction
// (`?coin=BTC&type=put|call`): "buy low" invests USDT, "sell high" invests the coin. The coin's
// latest price, then each product on sale with its linked price, APR, days, settlement time, what
// is left and its share size; a tap opens its purchase screen. Open to guests.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { DUAL_COINS, type DualCoin, type DualProduct, type DualType } from '../../../contract/dual';
import { aprPercent, onSale, soldPercent } from '../../lib/dual';
import { formatStake } from '../../lib/options';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { EarnLoadError, KeptNote } from '../lockming/EarnStates';
import {
  INVEST_HELP,
  INVEST_MINE,
  isDualCoin,
  isDualType,
  purchasePath,
  TYPE_BLURBS,
  TYPE_LABELS,
  useDualTime,
} from './labels';
import { DualRiskNote } from './RiskNote';
import { useDualProducts } from './useDualProducts';
import '../lockming/earn.css';
import './invest.css';

/** Coin tickers are not translated. */
const COIN_TABS: Tab<DualCoin>[] = DUAL_COINS.map((c) => ({ value: c, label: { id: c, message: c } }));
const TYPE_TABS: Tab<DualType>[] = [
  { value: 'put', label: TYPE_LABELS.put },
  { value: 'call', label: TYPE_LABELS.call },
];

export default function Invest() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const askedCoin = params.get('coin');
  const askedType = params.get('type');
  const coin: DualCoin = isDualCoin(askedCoin) ? askedCoin : 'BTC';
  const type: DualType = isDualType(askedType) ? askedType : 'put';
  const choose = (next: { coin?: DualCoin; type?: DualType }) =>
    setParams({ coin: next.coin ?? coin, type: next.type ?? type }, { replace: true });
  return (
    <div className="page earn-page invest-page">
      <NavBar
        title={<Trans>Invest</Trans>}
        right={
          <Link to={INVEST_MINE} className="earn-header-link">
            <Trans>My investments</Trans>
          </Link>
        }
      />
      <TabStrip tabs={COIN_TABS} value={coin} onChange={(c) => choose({ coin: c })} label={i18n._(msg`Coin`)} />
      <TabStrip
        tabs={TYPE_TABS}
        value={type}
        onChange={(t) => choose({ type: t })}
        className="segmented invest-type"
        label={i18n._(msg`Direction`)}
      />
      <div role="tabpanel">
        <p className="earn-blurb muted">
          {i18n._(TYPE_BLURBS[type])}{' '}
          <Link to={INVEST_HELP}>
            <Trans>How it works</Trans>
          </Link>
        </p>
        <Products key={`${coin}-${type}`} coin={coin} type={type} />
        <DualRiskNote />
      </div>
    </div>
  );
}

function Products({ coin, type }: { coin: DualCoin; type: DualType }) {
  const { products, lastPrice, failed, cachedAt, retry } = useDualProducts(coin, type);
  if (failed) return <EarnLoadError onRetry={retry} />;
  if (products === null) return <DelayedSpinner delay={200} />;
  const price = lastPrice === null ? null : formatStake(lastPrice);
  return (
    <>
      <KeptNote cachedAt={cachedAt} />
      <p className="invest-last" data-testid="last-price">
        {price === null ? (
          <Trans>{coin} latest price: not known yet</Trans>
        ) : (
          <Trans>
            {coin} latest price: <strong>{price}</strong> USDT
          </Trans>
        )}
      </p>
      {products.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>No products are on sale for this coin and direction right now.</Trans>
          </p>
        </div>
      ) : (
        <ul className="earn-products">
          {products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </ul>
      )}
    </>
  );
}

function ProductCard({ product: p }: { product: DualProduct }) {
  const { i18n } = useLingui();
  const when = useDualTime();
  const strike = formatStake(p.exercise_price);
  const days = p.days;
  const left = p.remaining_number;
  const total = p.total_number;
  const sold = soldPercent(p);
  const open = onSale(p);
  return (
    <li className="earn-product invest-product" data-product-id={p.id} data-type={p.type}>
      <Link to={purchasePath(p.id)} className="earn-product-link">
        <div className="earn-product-head">
          <span>
            <strong className="earn-product-title" data-testid="product-strike">
              <Trans>
                {p.coin} linked price {strike} USDT
              </Trans>
            </strong>
            <span className="earn-product-name muted">
              {i18n._(TYPE_LABELS[p.type])} · <Trans>{days} days</Trans>
            </span>
          </span>
          {open ? (
            <span aria-hidden="true" className="chevron">
              ›
            </span>
          ) : (
            <span className="order-tag">
              <Trans>Sold out</Trans>
            </span>
          )}
        </div>
        <dl className="earn-product-grid">
          <div>
            <dt>
              <Trans>APR</Trans>
            </dt>
            <dd className="earn-rate" data-testid="product-apr">
              {aprPercent(p.rate)}%
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Term</Trans>
            </dt>
            <dd>
              <Trans>{days} days</Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Settles</Trans>
            </dt>
            <dd data-testid="product-settle">{when(p.settle_at)}</dd>
          </div>
          <div>
            <dt>
              <Trans>One share</Trans>
            </dt>
            <dd data-testid="product-share">
              {formatStake(p.share_size)} {p.invest_currency}
            </dd>
          </div>
        </dl>
        <div className="invest-remaining">
          <span className="muted">
            <Trans>Remaining shares</Trans>
          </span>
          <span data-testid="product-remaining">
            <Trans>
              {left} of {total}
            </Trans>
          </span>
        </div>
        <div className="invest-bar" aria-hidden="true">
          <span style={{ width: `${sold}%` }} />
        </div>
      </Link>
    </li>
  );
}
