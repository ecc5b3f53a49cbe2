// The account field of login, register and forget: an e-mail address, or a phone number with its
// area code (the picker opens /pages/common/area).
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { area } from '../../state/area';
import { Field } from '../../ui/Field';
import type { AccountKind } from './AccountTabs';

type Props = {
  kind: AccountKind;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  addon?: React.ReactNode;
};

export function AccountField({ kind, value, onChange, error, addon }: Props) {
  const { t } = useLingui();
  const { code } = useSnapshot(area);
  if (kind === 'email') {
    return (
      <Field
        label={t`E-mail`}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        value={value}
        onChange={onChange}
        error={error}
        addon={addon}
      />
    );
  }
  return (
    <Field
      label={t`Phone number`}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      error={error}
      addon={addon}
      lead={
        <Link to="/pages/common/area" className="field-prefix" aria-label={t`Area code +${code}`}>
          +{code} ▾
        </Link>
      }
    />
  );
}
