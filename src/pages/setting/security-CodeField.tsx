// The security code of the password and pay-password screens: a 6-digit code sent to the user's own
// bound e-mail or phone (scene "security"). With both bound the user picks where it goes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserInfo } from '../../../contract/user';
import { sendEmailCode, sendSmsCode } from '../../api/auth';
import { showToast } from '../../state/ui';
import { CodeField } from '../../ui/CodeField';
import { maskEmail, maskMobile } from './security-format';

type Channel = 'email' | 'sms';

type Props = {
  user: Pick<UserInfo, 'email' | 'area_code' | 'mobile'>;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

/** Whether a security code can be sent at all (a phone or an e-mail address is bound). */
export function canReceiveSecurityCode(user: Pick<UserInfo, 'email' | 'mobile'>): boolean {
  return Boolean(user.email || user.mobile);
}

export function SecurityCodeField({ user, value, onChange, error }: Props) {
  const { t } = useLingui();
  const channels: Channel[] = [...(user.email ? ['email' as const] : []), ...(user.mobile ? ['sms' as const] : [])];
  const [chosen, setChosen] = useState<Channel | null>(null);
  const channel = chosen && channels.includes(chosen) ? chosen : channels[0];

  if (!channel) {
    return (
      <div className="card security-notice" role="alert">
        <p>
          <Trans>To receive a security code, bind a phone number or an e-mail address first.</Trans>
        </p>
        <div className="form-links">
          <Link to="/pages/setting/bindEmail">
            <Trans>Bind e-mail</Trans>
          </Link>
          <Link to="/pages/setting/bindMobile">
            <Trans>Bind phone</Trans>
          </Link>
        </div>
      </div>
    );
  }

  const destination = channel === 'email' ? maskEmail(user.email ?? '') : maskMobile(user.area_code, user.mobile ?? '');

  const send = async () => {
    showToast(channel === 'email' ? await sendEmailCode('', 'security') : await sendSmsCode('', '', 'security'));
  };

  return (
    <>
      {channels.length > 1 && (
        <div className="segmented" role="tablist" aria-label={t`Where to send the code`}>
          <button type="button" role="tab" aria-selected={channel === 'email'} onClick={() => setChosen('email')}>
            <Trans>By e-mail</Trans>
          </button>
          <button type="button" role="tab" aria-selected={channel === 'sms'} onClick={() => setChosen('sms')}>
            <Trans>By SMS</Trans>
          </button>
        </div>
      )}
      <CodeField
        label={t`Security code`}
        value={value}
        onChange={onChange}
        send={send}
        error={error}
        hint={t`The code is sent to ${destination}`}
        resetKey={channel}
      />
    </>
  );
}
