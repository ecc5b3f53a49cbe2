// Profile (spec §2 settings, §3 Profile): the avatar (uploaded, then made public; chosen offline, it
// waits in the upload queue), nickname and signature, and the credit score, which the user cannot change.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { UserInfo } from '../../../contract/user';
import { checkNickname, checkSignature, validationLimits } from '../../../contract/validators';
import { editNickname } from '../../api/user';
import { useProblemText } from '../../i18n/problem';
import { refreshUser } from '../../state/account';
import { session } from '../../state/session';
import { showToast } from '../../state/ui';
import { Field } from '../../ui/Field';
import { ImagePicker } from '../../ui/ImagePicker';
import { NavBar } from '../../ui/NavBar';
import { SubmitButton } from '../../ui/SubmitButton';
import { UploadQueueList } from '../../ui/UploadQueueList';
import { AVATAR_PURPOSE, saveAvatar } from './profile-avatar-save';
import { UserPending, useUser } from './security-user';
import './security-screens.css';

type Errors = Partial<Record<'nickname' | 'signature', string | null>>;

export default function UserInfoPage() {
  const { user, failed, retry } = useUser();
  return (
    <div className="page">
      <NavBar title={<Trans>Profile</Trans>} />
      {user ? <ProfileForm user={user} /> : <UserPending failed={failed} retry={retry} />}
      <QueuedAvatar />
    </div>
  );
}

function ProfileForm({ user }: { user: Readonly<UserInfo> }) {
  const { t } = useLingui();
  const text = useProblemText();
  const [avatar, setAvatar] = useState(user.head_portrait);
  const [nickname, setNickname] = useState(user.nickname);
  const [signature, setSignature] = useState(user.signature);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const { nicknameMin, nicknameMax, signatureMin, signatureMax } = validationLimits;

  /** Sets the picture as the avatar, or queues it ('' then); a refusal leaves the picker's retry. */
  const uploadAvatar = async (file: File, onProgress: (sent: number) => void) => {
    const publicPath = await saveAvatar(file, onProgress);
    if (publicPath === null) showToast(t`Saved on this device. Your avatar changes when the connection returns.`);
    return publicPath ?? '';
  };

  const avatarSaved = (publicPath: string) => {
    if (!publicPath) return; // queued: the picker keeps showing the chosen picture
    setAvatar(publicPath);
    if (session.user) session.user.head_portrait = publicPath;
    showToast(t`Avatar updated`);
    void refreshUser().catch(() => undefined);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = nickname.trim();
    const sign = signature.trim();
    const next: Errors = {
      nickname: text(checkNickname(name)),
      // The signature may be left empty; when given it must be 2–30 characters.
      signature: sign ? text(checkSignature(sign)) : null,
    };
    setErrors(next);
    if (next.nickname || next.signature) return;
    setBusy(true);
    try {
      showToast(await editNickname(name, sign));
      await refreshUser().catch(() => undefined);
    } catch {
      // Shown by the API client; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="avatar-picker">
        <ImagePicker
          label={<Trans>Tap to change your avatar</Trans>}
          value={avatar}
          onChange={avatarSaved}
          upload={uploadAvatar}
        />
      </div>
      <Field
        label={t`Nickname`}
        autoComplete="nickname"
        value={nickname}
        onChange={setNickname}
        error={errors.nickname}
        hint={t`${nicknameMin} to ${nicknameMax} letters or digits`}
      />
      <Field
        label={t`Signature (optional)`}
        value={signature}
        onChange={setSignature}
        error={errors.signature}
        hint={t`${signatureMin} to ${signatureMax} characters, no special characters`}
      />
      <ul className="info-rows">
        <li className="info-row">
          <span>
            <Trans>Credit score</Trans>
          </span>
          <span>{user.credit_score}</span>
        </li>
      </ul>
      <SubmitButton busy={busy}>
        <Trans>Save</Trans>
      </SubmitButton>
    </form>
  );
}

/** An avatar chosen offline, until it is set (or refused). */
function QueuedAvatar() {
  const { t } = useLingui();
  return <UploadQueueList purpose={AVATAR_PURPOSE} title={t`Avatar on this device`} label={() => t`New avatar`} />;
}
