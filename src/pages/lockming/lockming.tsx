// Lock mining (spec §2 lockming/lockming): the products of one kind (`?kind=lock|defi|cloud`, lock
// when absent), each opening its buy screen, with the user's orders and how it works a tap away.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { EARN_KINDS, type EarnKind } from '../../../contract/earn';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { EarnLoadError, KeptNote, RiskNote } from './EarnStates';
import { EARN_HOW, EARN_ORDERS, isEarnKind, KIND_BLURBS, KIND_LABELS } from './labels';
import { ProductCard } from './ProductCard';
import { useEarnProducts } from './useEarnProducts';
import './earn.css';

const TABS: Tab<EarnKind>[] = EARN_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));

export default function LockMining() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: EarnKind = isEarnKind(asked) ? asked : 'lock';
  return (
    <div className="page earn-page">
      <NavBar
        title={i18n._(KIND_LABELS[kind])}
        right={
          <Link to={EARN_ORDERS} className="earn-header-link">
            <Trans>My orders</Trans>
          </Link>
        }
      />
      <TabStrip
        tabs={TABS}
        value={kind}
        onChange={(k) => setParams({ kind: k }, { replace: true })}
        label={i18n._(msg`Kinds of product`)}
      />
      <div role="tabpanel">
        <p className="earn-blurb muted">
          {i18n._(KIND_BLURBS[kind])}{' '}
          <Link to={EARN_HOW}>
            <Trans>How it works</Trans>
          </Link>
        </p>
        <Products key={kind} kind={kind} />
        <RiskNote />
      </div>
    </div>
  );
}

function Products({ kind }: { kind: EarnKind }) {
  const { products, failed, cachedAt, retry } = useEarnProducts(kind);
  if (failed) return <EarnLoadError onRetry={retry} />;
  if (products === null) return <DelayedSpinner delay={200} />;
  return (
    <>
      <KeptNote cachedAt={cachedAt} />
      {products.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>No products of this kind are offered right now.</Trans>
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
