// Finance tab (spec §1, §2; issue 16): the earn hub. A plain note on where yields come from, the
// products of each kind (lock, DeFi and cloud mining) with their daily and simple yearly yields,
// each opening its buy screen, the user's orders and how lock mining works; IEO opens the launchpad
// (its projects and subscriptions); Invest opens dual investment (its products, purchase and the
// user's investments).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { EARN_KINDS, type EarnKind, type EarnProduct } from '../../../contract/earn';
import { DelayedSpinner } from '../../ui/Spinner';
import { EarnLoadError, KeptNote, RiskNote } from '../lockming/EarnStates';
import { EARN_HOW, EARN_LIST, EARN_ORDERS, KIND_BLURBS, KIND_LABELS } from '../lockming/labels';
import { ProductCard } from '../lockming/ProductCard';
import { useEarnProducts } from '../lockming/useEarnProducts';
import '../lockming/earn.css';

/** The tab's other products and guides, as tiles. */
const TILES: { key: string; to: string; label: MessageDescriptor; glyph: string }[] = [
  { key: 'welcome', to: EARN_HOW, label: msg`How lock mining works`, glyph: '?' },
  { key: 'ieo', to: '/pages/ieo/ieo', label: msg`IEO`, glyph: '★' },
  { key: 'invest', to: '/pages/invest/invest', label: msg`Invest`, glyph: '▲' },
];

export default function Financial() {
  const { i18n } = useLingui();
  const { products, failed, cachedAt, retry } = useEarnProducts();
  return (
    <div className="page earn-page">
      <header className="tab-header">
        <h1>
          <Trans>Finance</Trans>
        </h1>
        <Link to={EARN_ORDERS} className="header-end earn-header-link">
          <Trans>My orders</Trans>
        </Link>
      </header>
      <RiskNote />
      <nav className="earn-tiles" aria-label={i18n._(msg`More products`)}>
        {TILES.map((l) => (
          <Link key={l.key} to={l.to} className="earn-tile" data-tile={l.key}>
            <span className="earn-tile-glyph" aria-hidden="true">
              {l.glyph}
            </span>
            {i18n._(l.label)}
          </Link>
        ))}
      </nav>
      <KeptNote cachedAt={cachedAt} />
      {failed ? (
        <EarnLoadError onRetry={retry} />
      ) : products === null ? (
        <DelayedSpinner delay={200} />
      ) : (
        EARN_KINDS.map((kind) => <KindSection key={kind} kind={kind} products={products} />)
      )}
    </div>
  );
}

function KindSection({ kind, products }: { kind: EarnKind; products: EarnProduct[] }) {
  const { i18n } = useLingui();
  const rows = products.filter((p) => p.kind === kind);
  const id = `earn-${kind}`;
  return (
    <section aria-labelledby={id} className="earn-section" data-kind={kind}>
      <div className="section-head">
        <h2 id={id}>{i18n._(KIND_LABELS[kind])}</h2>
        <Link to={`${EARN_LIST}?kind=${kind}`} className="earn-more">
          <Trans>All</Trans> ›
        </Link>
      </div>
      <p className="earn-blurb muted">{i18n._(KIND_BLURBS[kind])}</p>
      {rows.length === 0 ? (
        <p className="earn-empty muted">
          <Trans>No products of this kind are offered right now.</Trans>
        </p>
      ) : (
        <ul className="earn-products">
          {rows.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </ul>
      )}
    </section>
  );
}
