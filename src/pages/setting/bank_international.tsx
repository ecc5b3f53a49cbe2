// International bank card (spec §2 bank_international, §3: the spec reuses old field names —
// alipay_account is the ABA routing number, wechat_account the cardholder's address,
// wechat_nickname the SWIFT code; §5 all fields required; /user/cash_save_international and
// /user/cash_info_international). The saved card is loaded into the form.
import { Trans, useLingui } from '@lingui/react/macro';
import type { InternationalCard } from '../../../contract/user';
import { checkName, validationLimits } from '../../../contract/validators';
import { getInternationalCard, saveInternationalCard } from '../../api/user';
import { useProblemText } from '../../i18n/problem';
import { BankCardForm, type BankField, bankAccountProblem, swiftProblem } from './bank-form';

export default function BankInternational() {
  const { t } = useLingui();
  const text = useProblemText();
  const fields: BankField<keyof InternationalCard>[] = [
    {
      key: 'real_name',
      label: t`Cardholder's real name`,
      maxLength: validationLimits.nameMax,
      autoComplete: 'name',
      check: (v) => text(checkName(v)),
    },
    {
      key: 'bank_account',
      label: t`Bank account number`,
      maxLength: 40,
      inputMode: 'numeric',
      check: (v) => bankAccountProblem(v, t`Please enter a valid bank account number`),
    },
    { key: 'bank_name', label: t`Bank name`, maxLength: 100 },
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
    {
      key: 'wechat_nickname',
      label: t`SWIFT code`,
      maxLength: 11,
      autoCapitalize: 'characters',
      hint: t`8 or 11 letters and digits`,
      check: (v) => swiftProblem(v, t`Please enter a valid SWIFT code`),
    },
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
