// Crypto loans (issue 38): the products' terms (administrators add or edit one, checked, confirmed
// and audited; reviewers read), with what each has lent and its open loans; and every user's loans,
// read only. A loan keeps the terms it was taken on: editing a product reaches new loans only, and
// there is deliberately no action here that reaches a loan, its debt, its collateral or a price.
import { Trans } from '@lingui/react/macro';
import type { AdminLoanProduct } from '../../../../contract/loans';
import { loanProducts } from '../../api/calls';
import { withSaved } from '../../lib/terms';
import { SettingsNote, useEditable, useReplied } from '../../ui/SettingsPage';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { LoansPanel } from './LoansPanel';
import { ProductsPanel } from './ProductsPanel';

export default function Loans() {
  const editable = useEditable();
  const loaded = useLoad(() => loanProducts(), []);
  // A save answers with the product saved: merged into the list.
  const { shown, reply } = useReplied(loaded);
  const merge = (p: AdminLoanProduct) => reply(withSaved(shown.data ?? [], p, 'last'));
  return (
    <section>
      <h1>
        <Trans>Crypto loans</Trans>
      </h1>
      <SettingsNote
        testId="loans-note"
        audit={[{ action: 'loan.product.save', label: <Trans>Product changes in the audit log</Trans> }]}
      >
        <Trans>
          Edits apply to new loans only; a loan keeps the terms it was taken on (its LTV lines, daily rate and
          liquidation fee) until it is repaid or settled. Margin calls and settlements are judged on the collateral's
          recorded ticks, never by an operator: no back-office action can change a loan, its debt or its collateral.
        </Trans>
      </SettingsNote>
      <LoadState loaded={shown}>
        {(products) => (
          <ProductsPanel
            products={products}
            editable={editable}
            loading={loaded.loading}
            onRefresh={loaded.reload}
            onSaved={merge}
          />
        )}
      </LoadState>
      <LoansPanel />
    </section>
  );
}
