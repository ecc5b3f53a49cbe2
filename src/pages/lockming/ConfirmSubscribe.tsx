// The confirm step of a subscription: the product, the amount locked and for how long, the
// estimated income, when it matures, and what an early redemption would cost; a failed send stays
// in view and confirming again sends the same request.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../../contract/locales';
import { percentOf } from '../../lib/earn';
import { formatStake } from '../../lib/options';
import { session } from '../../state/session';
import { ConfirmSheet, type ConfirmSheetProps } from '../../ui/ConfirmSheet';
import { SummaryRow } from '../../ui/SummaryRow';
import { KIND_LABELS } from './labels';
import type { Confirming } from './useSubscribe';

const DAY_MS = 86_400_000;

export function ConfirmSubscribe(props: ConfirmSheetProps<Confirming>) {
  const { i18n } = useLingui();
  const { lang } = useSnapshot(session);
  const c = props.confirming;
  const currency = c?.product.currency_name ?? '';
  const days = c?.product.day ?? 0;
  const penalty = c ? percentOf(c.product.penalty_rate) : '';
  const maturity = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'medium' }).format(
    Date.now() + days * DAY_MS,
  );
  return (
    <ConfirmSheet
      {...props}
      title={<Trans>Confirm subscription</Trans>}
      tone="buy"
      rows={(c) => (
        <>
          <SummaryRow label={<Trans>Product</Trans>} testId="confirm-product">
            {i18n._(KIND_LABELS[c.product.kind])} · {currency} · <Trans>{days} days</Trans>
          </SummaryRow>
          <SummaryRow label={<Trans>Amount locked</Trans>} testId="confirm-amount">
            {formatStake(c.amount)} {currency}
          </SummaryRow>
          <SummaryRow label={<Trans>Daily yield</Trans>}>{percentOf(c.product.interest_rate)}%</SummaryRow>
          <SummaryRow label={<Trans>Estimated daily income</Trans>} testId="confirm-daily">
            {formatStake(c.income.daily)} {currency}
          </SummaryRow>
          <SummaryRow label={<Trans>Estimated total income</Trans>} testId="confirm-total">
            {formatStake(c.income.total)} {currency}
          </SummaryRow>
          <SummaryRow label={<Trans>Matures about</Trans>}>{maturity}</SummaryRow>
        </>
      )}
      note={() => (
        <Trans>
          The amount is locked in your spot account until maturity. Redeemed early, a penalty of {penalty}% of the
          amount for each day still to run is kept; interest already paid stays yours.
        </Trans>
      )}
    />
  );
}
