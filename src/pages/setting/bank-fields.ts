// The fields the domestic and the international card ask for alike, with their rules: the
// cardholder's name, the account number, the bank's name and the SWIFT code (each card keeps it
// under its own key).
import { useLingui } from '@lingui/react/macro';
import { checkName, validationLimits } from '../../../contract/validators';
import { useProblemText } from '../../i18n/problem';
import type { BankField } from './bank-form';

/** Bank account numbers: digits, optionally grouped with spaces or hyphens; at least 6 digits. */
function bankAccountProblem(value: string, message: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{6,}$/.test(digits) ? null : message;
}

/** SWIFT/BIC: 8 or 11 letters and digits (bank, country, location, optional branch). */
function swiftProblem(value: string, message: string): string | null {
  return /^[A-Za-z]{6}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?$/.test(value) ? null : message;
}

export function useCardFields() {
  const { t } = useLingui();
  const text = useProblemText();
  /** Name, account number and bank, the first three fields of either card. */
  const holderAccountBank: BankField<'real_name' | 'bank_account' | 'bank_name'>[] = [
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
  ];
  const swift = <K extends string>(key: K): BankField<K> => ({
    key,
    label: t`SWIFT code`,
    maxLength: 11,
    autoCapitalize: 'characters',
    hint: t`8 or 11 letters and digits`,
    check: (v) => swiftProblem(v, t`Please enter a valid SWIFT code`),
  });
  return { holderAccountBank, swift };
}
