// An account (e-mail or phone, by tab) and the code sent to it, as register and forgot-password ask
// for them: the checks, the code's sending for the scene, and the three fields.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CodeScene } from '../../../contract/auth';
import { checkCode } from '../../../contract/validators';
import { sendEmailCode, sendSmsCode } from '../../api/auth';
import { useProblemText } from '../../i18n/problem';
import { area } from '../../state/area';
import { showToast } from '../../state/ui';
import { CodeField } from '../../ui/CodeField';
import { AccountField } from './AccountField';
import { type AccountKind, AccountTabs } from './AccountTabs';
import { checkAccount } from './accountCheck';

type Errors = Partial<Record<'account' | 'code', string | null>>;

export function useAccountCode(scene: CodeScene) {
  const text = useProblemText();
  const { code: areaCode } = useSnapshot(area);
  const [kind, setKind] = useState<AccountKind>('email');
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const sendCode = async () => {
    const problem = text(checkAccount(kind, account, areaCode));
    setErrors((e) => ({ ...e, account: problem }));
    if (problem) throw new Error('invalid account');
    showToast(
      kind === 'email' ? await sendEmailCode(account.trim(), scene) : await sendSmsCode(areaCode, account, scene),
    );
  };

  /** Shows the problems; true when there are none. */
  const check = () => {
    const next: Errors = { account: text(checkAccount(kind, account, areaCode)), code: text(checkCode(code.trim())) };
    setErrors(next);
    return !next.account && !next.code;
  };

  return { kind, setKind, account, setAccount, code, setCode, areaCode, errors, sendCode, check };
}

/** E-mail or phone, the account, and its code. */
export function AccountCodeFields({ form }: { form: ReturnType<typeof useAccountCode> }) {
  return (
    <>
      <AccountTabs value={form.kind} onChange={form.setKind} />
      <AccountField kind={form.kind} value={form.account} onChange={form.setAccount} error={form.errors.account} />
      <CodeField value={form.code} onChange={form.setCode} send={form.sendCode} error={form.errors.code} />
    </>
  );
}
