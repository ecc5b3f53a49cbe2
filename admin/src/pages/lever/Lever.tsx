// Leverage contracts: what the product did, the liquidation line, and every contract's terms,
// which administrators edit (confirmed and audited); reviewers read. There is deliberately no
// action here, or anywhere in the back office, that reaches a position, a tick or a balance.
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { AdminLeverOverview } from '../../../../contract/lever';
import { leverOverview } from '../../api/calls';
import { can } from '../../lib/roles';
import { adminSession } from '../../state/session';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { LinePanel } from './LinePanel';
import { ProductsPanel } from './ProductsPanel';
import { SummaryPanel } from './SummaryPanel';

export default function Lever() {
  const { operator } = useSnapshot(adminSession);
  const editable = can(operator?.role, 'products.write');
  const loaded = useLoad(() => leverOverview(), []);
  // A save answers with the whole overview: shown until a load brings a newer one.
  const [replied, setReplied] = useState<AdminLeverOverview | null>(null);
  const fresh = loaded.data;
  useEffect(() => {
    if (fresh) setReplied(null);
  }, [fresh]);
  const shown = { ...loaded, data: replied ?? loaded.data };
  return (
    <section>
      <h1>
        <Trans>Contracts</Trans>
      </h1>
      <p className="card" role="note" data-testid="lever-note">
        <Trans>
          Edits apply to new positions only: a position keeps the lot size, multiple and rates it was opened under. The
          liquidation line is the exception: it applies at once. No back-office action can change a position, a price or
          a balance — there is none, by design.
        </Trans>
        {can(operator?.role, 'audit') ? (
          <>
            {' '}
            <Link to="/audit?action=lever.product.save">
              <Trans>Contract changes in the audit log</Trans>
            </Link>
            {' · '}
            <Link to="/audit?action=lever.line.save">
              <Trans>Line changes in the audit log</Trans>
            </Link>
          </>
        ) : null}
      </p>
      <LoadState loaded={shown}>
        {(o) => (
          <>
            <SummaryPanel summary={o.summary} loading={loaded.loading} onRefresh={loaded.reload} />
            <LinePanel line={o.line} editable={editable} onSaved={setReplied} />
            <ProductsPanel products={o.products} editable={editable} onSaved={setReplied} />
          </>
        )}
      </LoadState>
    </section>
  );
}
