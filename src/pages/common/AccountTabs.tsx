import { Trans } from '@lingui/react/macro';

export type AccountKind = 'email' | 'mobile';

/** E-mail or phone: the two kinds of account (spec §2 login/register). */
export function AccountTabs({ value, onChange }: { value: AccountKind; onChange: (kind: AccountKind) => void }) {
  return (
    <div className="segmented" role="tablist">
      <button type="button" role="tab" aria-selected={value === 'email'} onClick={() => onChange('email')}>
        <Trans>E-mail</Trans>
      </button>
      <button type="button" role="tab" aria-selected={value === 'mobile'} onClick={() => onChange('mobile')}>
        <Trans>Phone</Trans>
      </button>
    </div>
  );
}
