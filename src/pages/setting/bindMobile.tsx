// Bind, change or remove the phone number (spec §2 security, §7 /safe/mobile, /safe/unbind; ADR 16):
// first "confirm it's you", then area code, number, and a code sent to that number (sending it
// needs the confirmation too). With an e-mail address bound as well, the phone can be removed
// instead. What was typed, and the confirmation, survive a trip to the area-code picker.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { checkMobile } from '../../../contract/validators';
import { bindMobile, sendSmsCode } from '../../api/auth';
import { useBack } from '../../app/useBack';
import { area } from '../../state/area';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { IdentityGate } from './ConfirmIdentity';
import { SecurityChangeDone } from './SecurityChangeDone';
import { BindContactForm, type BindDone, type BindFormProps, useBindContact } from './security-bind';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

/** The form's text, and until when the confirmation holds, while the user picks an area code. */
const draft = { mobile: '', code: '', verifiedUntil: 0 };
const clearDraft = () => Object.assign(draft, { mobile: '', code: '', verifiedUntil: 0 });

export default function BindMobile() {
  const back = useBack();
  const { user, failed, retry } = useUser();
  const [done, setDone] = useState<BindDone>(null);
  const finish = (d: BindDone) => {
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

function MobileForm({ user, reverify, onDone }: BindFormProps) {
  const { t } = useLingui();
  const { code: areaCode } = useSnapshot(area);
  const [mobile, setMobileState] = useState(draft.mobile);
  const [code, setCodeState] = useState(draft.code);
  const setMobile = (v: string) => {
    draft.mobile = v;
    setMobileState(v);
  };
  const setCode = (v: string) => {
    draft.code = v;
    setCodeState(v);
  };
  const binding = useBindContact({
    code,
    setCode,
    checkContact: () => checkMobile(mobile, areaCode),
    sendTo: () => sendSmsCode(areaCode, mobile, 'bind'),
    bind: (checked) => bindMobile({ area_code: areaCode, mobile, code: checked }),
    reverify,
    onDone,
  });

  return (
    <BindContactForm type="mobile" user={user} binding={binding} hint={t`The code is sent to the new number`}>
      <Field
        label={user.mobile ? t`New phone number` : t`Phone number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={mobile}
        onChange={(v) => setMobile(v.replace(/\D/g, ''))}
        error={binding.errors.contact}
        lead={
          <Link to="/pages/setting/areas" className="field-prefix" aria-label={t`Area code +${areaCode}`}>
            +{areaCode} ▾
          </Link>
        }
      />
    </BindContactForm>
  );
}
