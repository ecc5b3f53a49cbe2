// Bind (or change) the phone number (spec §2 security, §7 /safe/mobile): area code, number, and a
// code sent to that number. What was typed survives a trip to the area-code picker.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
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
import { maskMobile } from './security-format';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

type Errors = Partial<Record<'mobile' | 'code', string | null>>;

/** The form's text while the user picks an area code on another screen. */
const draft = { mobile: '', code: '' };

export default function BindMobile() {
  const { t } = useLingui();
  const text = useProblemText();
  const back = useBack();
  const { user, failed, retry } = useUser();
  const { code: areaCode } = useSnapshot(area);
  const [mobile, setMobileState] = useState(draft.mobile);
  const [code, setCodeState] = useState(draft.code);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

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
    showToast(await sendSmsCode(areaCode, mobile, 'bind'));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = { mobile: text(checkMobile(mobile, areaCode)), code: text(checkCode(code.trim())) };
    setErrors(next);
    if (next.mobile || next.code) return;
    setBusy(true);
    try {
      showToast(await bindMobile({ area_code: areaCode, mobile, code: code.trim() }));
      draft.mobile = '';
      draft.code = '';
      await refreshUser().catch(() => undefined);
      back();
    } catch {
      // Shown by the API client; the form keeps what was typed.
      setBusy(false);
    }
  };

  const bound = user?.mobile ? maskMobile(user.area_code, user.mobile) : null;
  return (
    <div className="page">
      <NavBar title={user?.mobile ? <Trans>Change phone number</Trans> : <Trans>Bind phone number</Trans>} />
      {!user ? (
        <UserPending failed={failed} retry={retry} />
      ) : (
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
          <CodeField value={code} onChange={setCode} send={sendCode} error={errors.code} />
          <SubmitButton busy={busy}>
            <Trans>Bind</Trans>
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
