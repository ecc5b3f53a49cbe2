// Domestic bank card (spec §2 bank, §3 bank card, §5 all fields required; /user/cash_save and
// /user/cash_info): the card withdrawals are paid to. The saved card is loaded into the form.
import { Trans, useLingui } from '@lingui/react/macro';
import type { BankCard } from '../../../contract/user';
import { validationMessages } from '../../../contract/validators';
import { getBankCard, saveBankCard } from '../../api/user';
import { useProblemText } from '../../i18n/problem';
import { useCardFields } from './bank-fields';
import { BankCardForm, type BankField } from './bank-form';

/** A phone number as banks keep it: digits with an optional leading +, spaces and hyphens allowed. */
const isBankPhone = (value: string) => /^\+?\d{5,15}$/.test(value.replace(/[\s-]/g, ''));

export default function Bank() {
  const { t } = useLingui();
  const text = useProblemText();
  const card = useCardFields();
  const fields: BankField<keyof BankCard>[] = [
    ...card.holderAccountBank,
    { key: 'bank_dizhi', label: t`Province and city of the bank`, maxLength: 100 },
    { key: 'branch', label: t`Branch`, maxLength: 100 },
    {
      key: 'bank_network',
      label: t`Bank outlet`,
      maxLength: 100,
      hint: t`The outlet (sub-branch) where the account was opened`,
    },
    card.swift('swift_code'),
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
