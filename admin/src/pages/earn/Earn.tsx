// Earn products: lock mining and its DeFi and cloud kinds, each product's terms and what is locked in
// it; administrators edit a product or add one (checked, confirmed and audited), reviewers read.
// An order copies its terms when placed, so an edit reaches new orders only; there is deliberately
// no action here that reaches an order, an interest or a balance.
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { AdminEarnProduct } from '../../../../contract/earn';
import { earnProducts } from '../../api/calls';
import { can } from '../../lib/roles';
import { adminSession } from '../../state/session';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { ProductsPanel } from './ProductsPanel';

export default function Earn() {
  const { operator } = useSnapshot(adminSession);
  const editable = can(operator?.role, 'products.write');
  const loaded = useLoad(() => earnProducts(), []);
  // A save answers with every product: shown until a load brings a newer list.
  const [replied, setReplied] = useState<AdminEarnProduct[] | null>(null);
  const fresh = loaded.data;
  useEffect(() => {
    if (fresh) setReplied(null);
  }, [fresh]);
  const shown = { ...loaded, data: replied ?? loaded.data };
  return (
    <section>
      <h1>
        <Trans>Earn products</Trans>
      </h1>
      <p className="card" role="note" data-testid="earn-note">
        <Trans>
          Edits apply to new orders only; orders already placed keep their terms (daily rate, days, penalty rate and
          dividend time) until they mature or are redeemed. No back-office action can change an order, an interest or a
          balance — there is none, by design.
        </Trans>
        {can(operator?.role, 'audit') ? (
          <>
            {' '}
            <Link to="/audit?action=earn.product.save">
              <Trans>Product changes in the audit log</Trans>
            </Link>
          </>
        ) : null}
      </p>
      <LoadState loaded={shown}>
        {(list) => (
          <ProductsPanel
            products={list}
            editable={editable}
            loading={loaded.loading}
            onRefresh={loaded.reload}
            onSaved={setReplied}
          />
        )}
      </LoadState>
    </section>
  );
}
