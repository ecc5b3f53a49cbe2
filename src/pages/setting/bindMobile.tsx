// Bind, change or remove the phone number (spec §2 security, §7 /safe/mobile, /safe/unbind; ADR 16):
// first "confirm it's you", then area code, number, and a code sent to that number (sending it
// needs the confirmation too). With an e-mail address bound as well, the phone can be removed
// instead. What was typed, and the confirmation, survive a trip to the area-code picker.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { UserInfo } from '../../../contract/user';
import { checkCode, checkMobile } from '../../../contract/validators';
import { bindMobile, sendSmsCode } from '../../api/auth';
import { useBack } from '../../app/useBack';
import { useProblemText } from '../../i18n/problem';
import { refreshUser } from '../../state/account';
import { area } from '../../state/area';
import { showToast } from '../../state/ui';
import { CodeField } from '../../ui/CodeField';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { SubmitButton } from '../../ui/SubmitButton';
import { IdentityGate, useRefusalField } from './ConfirmIdentity';
import { SecurityChangeDone } from './SecurityChangeDone';
import { maskMobile } from './security-format';
import { RemoveContact } from './security-remove';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

type Errors = Partial<Record<'mobile' | 'code', string | null>>;
type Done = 'bound' | 'removed' | null;

/** The form's text, and until when the confirmation holds, while the user picks an area code. */
const draft = { mobile: '', code: '', verifiedUntil: 0 };
const clearDraft = () => Object.assign(draft, { mobile: '', code: '', verifiedUntil: 0 });

export default function BindMobile() {
  const back = useBack();
  const { user, failed, retry } = useUser();
  const [done, setDone] = useState<Done>(null);
  const finish = (d: Done) => {
    clearDraft();
    setDone(d);
  };

  let body: ReactNode;
  if (done)
    body = (
      <SecurityChangeDone
        title={
          done === 'bound' ? <Trans>Your phone number is saved.</Trans> : <Trans>Your phone number is removed.</Trans>
        }
        onDone={back}
      />
    );
  else if (!user) body = <UserPending failed={failed} retry={retry} />;
  else
    body = (
      <IdentityGate
        user={user}
        remembered={draft.verifiedUntil}
        onVerified={(until) => {
          draft.verifiedUntil = until;
        }}
      >
        {(reverify) => (
          <MobileForm
            user={user}
            reverify={() => {
              draft.verifiedUntil = 0;
              reverify();
            }}
            onDone={finish}
          />
        )}
      </IdentityGate>
    );

  return (
    <div className="page">
      <NavBar title={user?.mobile ? <Trans>Change phone number</Trans> : <Trans>Bind phone number</Trans>} />
      {body}
    </div>
  );
}

function MobileForm({
  user,
  reverify,
  onDone,
}: {
  user: Readonly<UserInfo>;
  reverify: () => void;
  onDone: (done: Done) => void;
}) {
  const { t } = useLingui();
  const text = useProblemText();
  const fieldOf = useRefusalField();
  const { code: areaCode } = useSnapshot(area);
  const [mobile, setMobileState] = useState(draft.mobile);
  const [code, setCodeState] = useState(draft.code);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const failed = (err: unknown) => {
    if (fieldOf(err) === 'verify') reverify();
  };

  const setMobile = (v: string) => {
    draft.mobile = v;
    setMobileState(v);
  };
  const setCode = (v: string) => {
    draft.code = v;
    setCodeState(v);
  };

  const sendCode = async () => {
    const problem = text(checkMobile(mobile, areaCode));
    setErrors((e) => ({ ...e, mobile: problem }));
    if (problem) throw new Error('invalid mobile');
    try {
      showToast(await sendSmsCode(areaCode, mobile, 'bind'));
    } catch (err) {
      failed(err);
      throw err;
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = { mobile: text(checkMobile(mobile, areaCode)), code: text(checkCode(code.trim())) };
    setErrors(next);
    if (next.mobile || next.code) return;
    setBusy(true);
    try {
      await bindMobile({ area_code: areaCode, mobile, code: code.trim() });
      await refreshUser().catch(() => undefined);
      onDone('bound');
    } catch (err) {
      // Shown by the API client; the form keeps what was typed.
      setBusy(false);
      if (fieldOf(err) === 'code') setErrors({ code: (err as Error).message });
      failed(err);
    }
  };

  const bound = user.mobile ? maskMobile(user.area_code, user.mobile) : null;
  return (
    <form className="form" onSubmit={submit} noValidate>
      {bound ? (
        <p className="explain">
          <Trans>Currently bound: {bound}</Trans>
        </p>
      ) : null}
      <Field
        label={user.mobile ? t`New phone number` : t`Phone number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={mobile}
        onChange={(v) => setMobile(v.replace(/\D/g, ''))}
        error={errors.mobile}
        lead={
          <Link to="/pages/setting/areas" className="field-prefix" aria-label={t`Area code +${areaCode}`}>
            +{areaCode} ▾
          </Link>
        }
      />
      <CodeField
        value={code}
        onChange={setCode}
        send={sendCode}
        error={errors.code}
        hint={t`The code is sent to the new number`}
      />
      <SubmitButton busy={busy}>
        <Trans>Bind</Trans>
      </SubmitButton>
      {bound && user.email ? (
        <RemoveContact type="mobile" shown={bound} onRemoved={() => onDone('removed')} onFailed={failed} />
      ) : null}
    </form>
  );
}
