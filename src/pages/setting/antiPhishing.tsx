// Anti-phishing code (spec §2 security): a word of the user's choosing that Kestrel puts in every
// e-mail it sends, so an e-mail without it is known to be fake. First "confirm it's you" (ADR 16),
// as for every security change: a stolen session must not choose the word a fake e-mail shows.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { UserInfo } from '../../../contract/user';
import { checkAntiPhishingCode, validationLimits } from '../../../contract/validators';
import { setAntiPhishingCode } from '../../api/auth';
import { useBack } from '../../app/useBack';
import { useProblemText } from '../../i18n/problem';
import { refreshUser } from '../../state/account';
import { showToast } from '../../state/ui';
import { Field } from '../../ui/Field';
import { NavBar } from '../../ui/NavBar';
import { SubmitButton } from '../../ui/SubmitButton';
import { IdentityGate } from './ConfirmIdentity';
import { useSecuritySend } from './security-send';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

export default function AntiPhishing() {
  const { user, failed, retry } = useUser();
  return (
    <div className="page">
      <NavBar title={<Trans>Anti-phishing code</Trans>} />
      {user ? (
        <IdentityGate user={user}>{(reverify) => <AntiPhishingForm user={user} reverify={reverify} />}</IdentityGate>
      ) : (
        <UserPending failed={failed} retry={retry} />
      )}
    </div>
  );
}

function AntiPhishingForm({ user, reverify }: { user: Readonly<UserInfo>; reverify: () => void }) {
  const { t } = useLingui();
  const text = useProblemText();
  const back = useBack();
  const [code, setCode] = useState(user.anti_phishing_code ?? '');
  const [error, setError] = useState<string | null>(null);
  const { busy, send } = useSecuritySend(reverify);
  const { antiPhishingCodeMin: min, antiPhishingCodeMax: max } = validationLimits;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    const problem = text(checkAntiPhishingCode(value));
    setError(problem);
    if (problem) return;
    await send(async () => {
      showToast(await setAntiPhishingCode(value));
      await refreshUser().catch(() => undefined);
      back();
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="card security-explain">
        <p className="explain">
          <Trans>
            Your anti-phishing code appears in every e-mail Kestrel sends you. If an e-mail claims to be from Kestrel
            but does not show your code, it is fake: it is a phishing attempt, so do not click its links or reply to it.
          </Trans>
        </p>
        <p className="explain">
          <Trans>Choose a word only you would recognise. Never tell it to anyone, including our support team.</Trans>
        </p>
      </div>
      <Field
        label={user.anti_phishing_code ? t`New anti-phishing code` : t`Anti-phishing code`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={max}
        value={code}
        onChange={setCode}
        error={error}
        hint={t`${min} to ${max} letters or digits`}
      />
      <SubmitButton busy={busy}>
        <Trans>Save</Trans>
      </SubmitButton>
    </form>
  );
}
