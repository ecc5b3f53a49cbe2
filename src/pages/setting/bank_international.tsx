// International bank card (spec §2 bank_international, §3: the spec reuses old field names —
// alipay_account is the ABA routing number, wechat_account the cardholder's address,
// wechat_nickname the SWIFT code; §5 all fields required; /user/cash_save_international and
// /user/cash_info_international). The saved card is loaded into the form.
import { Trans, useLingui } from '@lingui/react/macro';
import type { InternationalCard } from '../../../contract/user';
import { getInternationalCard, saveInternationalCard } from '../../api/user';
import { useCardFields } from './bank-fields';
import { BankCardForm, type BankField } from './bank-form';

export default function BankInternational() {
  const { t } = useLingui();
  const card = useCardFields();
  const fields: BankField<keyof InternationalCard>[] = [
    ...card.holderAccountBank,
    {
      key: 'alipay_account',
      label: t`ABA routing number`,
      maxLength: 9,
      inputMode: 'numeric',
      hint: t`9 digits`,
      check: (v) => (/^\d{9}$/.test(v) ? null : t`The ABA routing number has 9 digits`),
    },
    {
      key: 'wechat_account',
      label: t`Cardholder address`,
      maxLength: 200,
      autoComplete: 'street-address',
    },
    card.swift('wechat_nickname'),
  ];
  return (
    <BankCardForm
      title={<Trans>International bank card</Trans>}
      intro={<Trans>Withdrawals by international transfer are paid to this account. Every field is required.</Trans>}
      fields={fields}
      load={getInternationalCard}
      save={saveInternationalCard}
    />
  );
}
