// Earn products: lock mining and its DeFi and cloud kinds, each product's terms and what is locked in
// it; administrators edit a product or add one (checked, confirmed and audited), reviewers read.
// An order copies its terms when placed, so an edit reaches new orders only; there is deliberately
// no action here that reaches an order, an interest or a balance.
import { Trans } from '@lingui/react/macro';
import { earnProducts } from '../../api/calls';
import { SettingsNote, useEditable, useReplied } from '../../ui/SettingsPage';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { ProductsPanel } from './ProductsPanel';

export default function Earn() {
  const editable = useEditable();
  const loaded = useLoad(() => earnProducts(), []);
  // A save answers with every product.
  const { shown, reply } = useReplied(loaded);
  return (
    <section>
      <h1>
        <Trans>Earn products</Trans>
      </h1>
      <SettingsNote
        testId="earn-note"
        audit={[{ action: 'earn.product.save', label: <Trans>Product changes in the audit log</Trans> }]}
      >
        <Trans>
          Edits apply to new orders only; orders already placed keep their terms (daily rate, days, penalty rate and
          dividend time) until they mature or are redeemed. No back-office action can change an order, an interest or a
          balance — there is none, by design.
        </Trans>
      </SettingsNote>
      <LoadState loaded={shown}>
        {(list) => (
          <ProductsPanel
            products={list}
            editable={editable}
            loading={loaded.loading}
            onRefresh={loaded.reload}
            onSaved={reply}
          />
        )}
      </LoadState>
    </section>
  );
}
