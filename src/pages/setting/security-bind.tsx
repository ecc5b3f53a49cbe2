// Binding a contact (e-mail or phone) with a code sent to it, after "confirm it's you": the checks,
// the code's sending, the bind and its refusals; the form around the contact's field (the contact
// bound now, code, Bind, and Remove when the other contact is bound too). A refusal for want of the confirmation asks for it again.
import { Trans } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { UserInfo } from '../../../contract/user';
import { checkCode, type Problem } from '../../../contract/validators';
import { useProblemText } from '../../i18n/problem';
import { refreshUser } from '../../state/account';
import { showToast } from '../../state/ui';
import { CodeField } from '../../ui/CodeField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useRefusalField } from './ConfirmIdentity';
import { maskEmail, maskMobile } from './security-format';
import { RemoveContact } from './security-remove';

type Errors = Partial<Record<'contact' | 'code', string | null>>;
export type BindDone = 'bound' | 'removed' | null;

export function useBindContact(props: {
  code: string;
  setCode: (code: string) => void;
  /** The typed contact's problem, as the server would see it. */
  checkContact: () => Problem | null;
  /** Sends the code to the typed contact; the reply is the toast. */
  sendTo: () => Promise<string>;
  bind: (code: string) => Promise<unknown>;
  reverify: () => void;
  onDone: (done: BindDone) => void;
}) {
  const { code, setCode, checkContact, sendTo, bind, reverify, onDone } = props;
  const text = useProblemText();
  const fieldOf = useRefusalField();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const failed = (err: unknown) => {
    if (fieldOf(err) === 'verify') reverify();
  };

  const sendCode = async () => {
    const problem = text(checkContact());
    setErrors((e) => ({ ...e, contact: problem }));
    if (problem) throw new Error('invalid contact');
    try {
      showToast(await sendTo());
    } catch (err) {
      failed(err);
      throw err;
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = { contact: text(checkContact()), code: text(checkCode(code.trim())) };
    setErrors(next);
    if (next.contact || next.code) return;
    setBusy(true);
    try {
      await bind(code.trim());
      await refreshUser().catch(() => undefined);
      onDone('bound');
    } catch (err) {
      // Shown by the API client; the form keeps what was typed.
      setBusy(false);
      if (fieldOf(err) === 'code') setErrors({ code: (err as Error).message });
      failed(err);
    }
  };

  return { code, setCode, onDone, errors, busy, failed, sendCode, submit };
}

/** What the screen gives its bind form. */
export type BindFormProps = {
  user: Readonly<UserInfo>;
  reverify: () => void;
  onDone: (done: BindDone) => void;
};

/**
 * A bind form around its contact field (`children`): the contact bound now, the code sent to the new
 * one, Bind, and Remove when the other contact is bound too (the account keeps one).
 */
export function BindContactForm(props: {
  type: 'email' | 'mobile';
  user: Readonly<UserInfo>;
  binding: ReturnType<typeof useBindContact>;
  hint: string;
  children: ReactNode;
}) {
  const { type, user, binding, hint, children } = props;
  const bound = boundContact(type, user);
  const otherBound = Boolean(type === 'email' ? user.mobile : user.email);
  return (
    <form className="form" onSubmit={binding.submit} noValidate>
      {bound ? (
        <p className="explain">
          <Trans>Currently bound: {bound}</Trans>
        </p>
      ) : null}
      {children}
      <CodeField
        value={binding.code}
        onChange={binding.setCode}
        send={binding.sendCode}
        error={binding.errors.code}
        hint={hint}
      />
      <SubmitButton busy={binding.busy}>
        <Trans>Bind</Trans>
      </SubmitButton>
      {bound && otherBound ? (
        <RemoveContact
          type={type}
          shown={bound}
          onRemoved={() => binding.onDone('removed')}
          onFailed={binding.failed}
        />
      ) : null}
    </form>
  );
}

/** The contact of that type bound now, masked, if any. */
function boundContact(type: 'email' | 'mobile', user: Readonly<UserInfo>): string | null {
  if (type === 'email') return user.email ? maskEmail(user.email) : null;
  return user.mobile ? maskMobile(user.area_code, user.mobile) : null;
}
