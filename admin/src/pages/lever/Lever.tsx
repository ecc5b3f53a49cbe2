// Leverage contracts: what the product did, the liquidation line, and every contract's terms,
// which administrators edit (confirmed and audited); reviewers read. There is deliberately no
// action here, or anywhere in the back office, that reaches a position, a tick or a balance.
import { Trans } from '@lingui/react/macro';
import { leverOverview } from '../../api/calls';
import { SettingsNote, useEditable, useReplied } from '../../ui/SettingsPage';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { LinePanel } from './LinePanel';
import { ProductsPanel } from './ProductsPanel';
import { SummaryPanel } from './SummaryPanel';

export default function Lever() {
  const editable = useEditable();
  const loaded = useLoad(() => leverOverview(), []);
  // A save answers with the whole overview.
  const { shown, reply } = useReplied(loaded);
  return (
    <section>
      <h1>
        <Trans>Contracts</Trans>
      </h1>
      <SettingsNote
        testId="lever-note"
        audit={[
          { action: 'lever.product.save', label: <Trans>Contract changes in the audit log</Trans> },
          { action: 'lever.line.save', label: <Trans>Line changes in the audit log</Trans> },
        ]}
      >
        <Trans>
          Edits apply to new positions only: a position keeps the lot size, multiple and rates it was opened under. The
          liquidation line is the exception: it applies at once. No back-office action can change a position, a price or
          a balance — there is none, by design.
        </Trans>
      </SettingsNote>
      <LoadState loaded={shown}>
        {(o) => (
          <>
            <SummaryPanel summary={o.summary} loading={loaded.loading} onRefresh={loaded.reload} />
            <LinePanel line={o.line} editable={editable} onSaved={reply} />
            <ProductsPanel products={o.products} editable={editable} onSaved={reply} />
          </>
        )}
      </LoadState>
    </section>
  );
}
