// Where the customer writes: the text is checked as the server will check it, so nothing typed
// offline waits in the outbox only to be refused; a picture can be attached when signed in and
// online (it is uploaded at once). Typing tells the desk.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { SUPPORT_MAX_LENGTH } from '../../../contract/support';
import { checkSupportBody } from '../../../contract/support-rules';
import { upload } from '../../api/common';
import { useOnline } from '../../app/useOnline';
import { supportTyping, writeSupport } from '../../realtime/support';
import { showToast } from '../../state/ui';
import { StrokeIcon } from '../../ui/StrokeIcon';
import { ComposeForm } from './ComposeForm';
import { useMessageDraft } from './useMessageDraft';

export function Composer({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  const online = useOnline();
  const { text, setText, error, setError, refuse, edit } = useMessageDraft(
    t`A message can be at most ${SUPPORT_MAX_LENGTH} characters`,
  );
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const length = [...text.trim()].length;

  const submit = async (image = '') => {
    const checked = checkSupportBody(text, Boolean(image));
    if (!checked.ok) {
      refuse(checked.reason);
      return;
    }
    setError('');
    setText('');
    await writeSupport(checked.body, image);
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      await submit(await upload(file, { quiet: true }));
    } catch {
      showToast(t`The picture could not be sent: check the connection and try again`);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <ComposeForm
      text={text}
      onText={(v) => {
        edit(v);
        supportTyping();
      }}
      onSubmit={() => void submit()}
      error={error}
      label={t`Message to customer service`}
      placeholder={t`Write a message`}
      submitLabel={<Trans>Send</Trans>}
      busy={uploading}
      above={
        length > SUPPORT_MAX_LENGTH - 200 && (
          <p className="kefu-count">
            {length} / {SUPPORT_MAX_LENGTH}
          </p>
        )
      }
      tools={
        signedIn && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              hidden
              onChange={(e) => void attach(e.target.files?.[0])}
            />
            <button
              type="button"
              className="icon-button kefu-attach"
              aria-label={t`Attach a picture`}
              disabled={!online || uploading}
              onClick={() => fileInput.current?.click()}
            >
              <StrokeIcon d="M4 6h16v12H4zM8 14l3-3 3 3 2-2 4 4M9 9.5a1 1 0 1 0 0 .1" size={22} weight={1.6} />
            </button>
          </>
        )
      }
      below={
        !online && (
          <p className="kefu-offline">
            <Trans>You are offline: messages are kept on this device and sent when you reconnect.</Trans>
          </p>
        )
      }
    />
  );
}
