// Identity verification level 2 (spec §3, §5): an emergency contact, a security code sent to the
// user's own e-mail or phone, and a photo of the user holding the document. Offline (with a code
// received before) it is kept on the device and sent by the upload queue (real-send.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { checkCode, checkMobile, checkName } from '../../../contract/validators';
import { sendEmailCode, sendSmsCode } from '../../api/auth';
import { useProblemText } from '../../i18n/problem';
import { session } from '../../state/session';
import { showToast } from '../../state/ui';
import { CodeField } from '../../ui/CodeField';
import { Field } from '../../ui/Field';
import { ImagePicker } from '../../ui/ImagePicker';
import { QueueingSubmit } from '../../ui/QueueingSubmit';
import { useQueueablePhoto } from '../../ui/useQueueablePhoto';
import { Choice } from './real-parts';
import { useSendVerification } from './real-send';
import { preparePhoto } from './real-upload';

type LevelTwoErrors = Partial<Record<'linkName' | 'linkMobile' | 'code' | 'hand', string | null>>;
type Channel = 'email' | 'sms';

export function LevelTwoForm({
  initialLinkName = '',
  initialLinkMobile = '',
  onSubmitted,
}: {
  initialLinkName?: string;
  initialLinkMobile?: string;
  onSubmitted: () => void;
}) {
  const { t } = useLingui();
  const text = useProblemText();
  const { user } = useSnapshot(session);
  const [linkName, setLinkName] = useState(initialLinkName);
  const [linkMobile, setLinkMobile] = useState(initialLinkMobile);
  const [channel, setChannel] = useState<Channel>('email');
  const [code, setCode] = useState('');
  const hand = useQueueablePhoto({ prepare: preparePhoto });
  // One request id per form content: sent again unchanged (e.g. from the queue), it is filed once.
  // (A bare UUID: the typed details never go into the key the server and the queue keep.)
  const content = JSON.stringify([linkName, linkMobile, code, hand.url, hand.picks]);
  const requestId = useMemo(() => (content ? crypto.randomUUID() : ''), [content]);
  const [errors, setErrors] = useState<LevelTwoErrors>({});
  const { busy, send } = useSendVerification(onSubmitted);
  const edit =
    (key: keyof LevelTwoErrors, set: (value: string) => void) =>
    (value: string): void => {
      set(value);
      setErrors((e) => (e[key] ? { ...e, [key]: null } : e));
    };

  const sendCode = async () => {
    const reply = channel === 'email' ? await sendEmailCode('', 'security') : await sendSmsCode('', '', 'security');
    showToast(reply);
  };

  const destination =
    channel === 'email' ? (user?.email ?? null) : user?.mobile ? `+${user.area_code ?? ''} ${user.mobile}` : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: LevelTwoErrors = {
      linkName: linkName.trim() ? text(checkName(linkName.trim())) : t`Please enter the contact's name`,
      linkMobile: linkMobile.trim()
        ? text(checkMobile(linkMobile.trim(), ''))
        : t`Please enter the contact's phone number`,
      code: text(checkCode(code.trim())),
      hand: hand.chosen ? null : t`Please upload a photo of yourself holding the document`,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    await send({
      requestId,
      fields: { real_type: '2', link_name: linkName.trim(), link_mobile: linkMobile.trim(), link_code: code.trim() },
      photo: hand,
    });
  };

  return (
    <>
      <h2 className="real-section-title">
        <Trans>Lv2 advanced verification</Trans>
      </h2>
      <p className="muted real-section-intro">
        <Trans>
          Give an emergency contact, confirm with a security code and add a photo of yourself holding your ID.
        </Trans>
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t`Emergency contact name`}
          value={linkName}
          onChange={edit('linkName', setLinkName)}
          error={errors.linkName}
        />
        <Field
          label={t`Emergency contact phone`}
          type="tel"
          inputMode="numeric"
          maxLength={15}
          value={linkMobile}
          onChange={edit('linkMobile', (v) => setLinkMobile(v.replace(/\D/g, '')))}
          error={errors.linkMobile}
          hint={t`Digits only, with the country code for a number abroad`}
        />
        <Choice
          label={t`Send the security code to`}
          options={[
            { value: 'email', label: t`E-mail` },
            { value: 'sms', label: t`Phone` },
          ]}
          value={channel}
          onChange={setChannel}
        />
        <CodeField
          label={t`Security code`}
          value={code}
          onChange={edit('code', setCode)}
          send={sendCode}
          error={errors.code}
          hint={destination ? t`The code goes to ${destination}` : undefined}
          resetKey={channel}
        />
        <ImagePicker
          label={t`Photo of you holding your ID`}
          {...hand.picker}
          onChange={edit('hand', hand.picker.onChange)}
          error={errors.hand}
        />
        <QueueingSubmit busy={busy} kept="verification" />
      </form>
    </>
  );
}
