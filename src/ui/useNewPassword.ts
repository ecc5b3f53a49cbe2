import { useState } from 'react';
import { checkPassword, checkPasswordPair, type Problem } from '../../contract/validators';
import { useProblemText } from '../i18n/problem';

/**
 * A new password typed twice and its checks (spec §5: the two must match); `checkOne` is the rule for
 * one (the login password's by default, the payment password's 6 digits otherwise).
 */
export function useNewPassword(checkOne: (password: string) => Problem | null = checkPassword) {
  const text = useProblemText();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirm?: string | null }>({});

  /** Shows the problems; true when there are none. */
  const check = () => {
    const next = { password: text(checkOne(password)), confirm: text(checkPasswordPair(password, confirm)) };
    setErrors(next);
    return !next.password && !next.confirm;
  };

  return { password, confirm, setPassword, setConfirm, errors, check };
}
