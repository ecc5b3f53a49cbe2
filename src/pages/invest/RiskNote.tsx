// What dual investment risks, said wherever its products are offered: the payout may come in the
// other currency, converted at the linked price.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

export function DualRiskNote() {
  const id = useId();
  return (
    <section className="earn-risk" aria-labelledby={id}>
      <h2 id={id}>
        <Trans>Before you invest</Trans>
      </h2>
      <p>
        <Trans>
          The yield is fixed, but the currency you get back is not: at settlement you may receive the other currency,
          converted at the linked price, and it may then be worth less than what you invested. The amount is frozen
          until settlement and cannot be taken out early. Yields are paid by Kestrel and not guaranteed by anyone else;
          on a demonstration server the products are demo products.
        </Trans>
      </p>
    </section>
  );
}
