// Bind, change or remove the e-mail address (spec §2 security, /safe/email, /safe/unbind; ADR 16):
// first "confirm it's you", then the new address and a code sent to it (sending it needs the
// confirmation too). With a phone bound as well, the address can be removed instead.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { checkEmail } from '../../../contract/validators';
import { bindEmail, sendEmailCode } from '../../api/auth';
import { useBack } from '../../app/useBack';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { IdentityGate } from './ConfirmIdentity';
import { SecurityChangeDone } from './SecurityChangeDone';
import { BindContactForm, type BindDone, type BindFormProps, useBindContact } from './security-bind';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

export default function BindEmail() {
  const back = useBack();
  const { user, failed, retry } = useUser();
  // Kept here: the user refreshed after the change no longer shows the gate's "before".
  const [done, setDone] = useState<BindDone>(null);

  let body: ReactNode;
  if (done)
    body = (
      <SecurityChangeDone
        title={
          done === 'bound' ? (
            <Trans>Your e-mail address is saved.</Trans>
          ) : (
            <Trans>Your e-mail address is removed.</Trans>
          )
        }
        onDone={back}
      />
    );
  else if (!user) body = <UserPending failed={failed} retry={retry} />;
  else
    body = (
      <IdentityGate user={user}>
        {(reverify) => <EmailForm user={user} reverify={reverify} onDone={setDone} />}
      </IdentityGate>
    );

  return (
    <div className="page">
      <NavBar title={user?.email ? <Trans>Change e-mail</Trans> : <Trans>Bind e-mail</Trans>} />
      {body}
    </div>
  );
}

function EmailForm({ user, reverify, onDone }: BindFormProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const binding = useBindContact({
    code,
    setCode,
    checkContact: () => checkEmail(email.trim()),
    sendTo: () => sendEmailCode(email.trim(), 'bind'),
    bind: (checked) => bindEmail({ email: email.trim(), code: checked }),
    reverify,
    onDone,
  });

  return (
    <BindContactForm type="email" user={user} binding={binding} hint={t`The code is sent to the new address`}>
      <Field
        label={user.email ? t`New e-mail` : t`E-mail`}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        value={email}
        onChange={setEmail}
        error={binding.errors.contact}
      />
    </BindContactForm>
  );
}
