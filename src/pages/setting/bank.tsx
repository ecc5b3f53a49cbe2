// Domestic bank card (spec §2 bank, §3 bank card, §5 all fields required; /user/cash_save and
// /user/cash_info): the card withdrawals are paid to. The saved card is loaded into the form.
import { Trans, useLingui } from '@lingui/react/macro';
import type { BankCard } from '../../../contract/user';
import { checkName, validationLimits, validationMessages } from '../../../contract/validators';
import { getBankCard, saveBankCard } from '../../api/user';
import { useProblemText } from '../../i18n/problem';
import { BankCardForm, type BankField, bankAccountProblem, swiftProblem } from './bank-form';

/** A phone number as banks keep it: digits with an optional leading +, spaces and hyphens allowed. */
const isBankPhone = (value: string) => /^\+?\d{5,15}$/.test(value.replace(/[\s-]/g, ''));

export default function Bank() {
  const { t } = useLingui();
  const text = useProblemText();
  const fields: BankField<keyof BankCard>[] = [
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
    { key: 'bank_dizhi', label: t`Province and city of the bank`, maxLength: 100 },
    { key: 'branch', label: t`Branch`, maxLength: 100 },
    {
      key: 'bank_network',
      label: t`Bank outlet`,
      maxLength: 100,
      hint: t`The outlet (sub-branch) where the account was opened`,
    },
    {
      key: 'swift_code',
      label: t`SWIFT code`,
      maxLength: 11,
      autoCapitalize: 'characters',
      hint: t`8 or 11 letters and digits`,
      check: (v) => swiftProblem(v, t`Please enter a valid SWIFT code`),
    },
    {
      key: 'phone',
      label: t`Phone number registered with the bank`,
      maxLength: 20,
      inputMode: 'tel',
      autoComplete: 'tel',
      check: (v) => (isBankPhone(v) ? null : text({ message: validationMessages.mobileInvalid })),
    },
  ];
  return (
    <BankCardForm
      title={<Trans>Bank card</Trans>}
      intro={<Trans>Withdrawals to a bank are paid to this card. Every field is required.</Trans>}
      fields={fields}
      load={getBankCard}
      save={saveBankCard}
    />
  );
}
