// Posting in the chat room: the text checked as the server checks it, sent under a client id (a
// retry is stored once); a refusal (too fast, muted) stays at the field.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CHAT_MAX_LENGTH, type ChatMessage, type ChatRoom } from '../../../contract/chat';
import { checkChatBody } from '../../../contract/chat-rules';
import { sendChat } from '../../api/chat';
import { ApiError } from '../../api/client';
import { newClientId } from '../../lib/supportThread';
import { ComposeForm } from './ComposeForm';
import { useMessageDraft } from './useMessageDraft';

export function ChatComposer({ room, onSent }: { room: ChatRoom; onSent: (m: ChatMessage) => void }) {
  const { t } = useLingui();
  const { text, setText, error, setError, refuse, edit } = useMessageDraft(
    t`A message can be at most ${CHAT_MAX_LENGTH} characters`,
  );
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = checkChatBody(text);
    if (!checked.ok) {
      refuse(checked.reason);
      return;
    }
    setBusy(true);
    setError('');
    try {
      onSent(await sendChat(room, newClientId(), checked.body));
      setText('');
    } catch (err) {
      setError(
        err instanceof ApiError && err.kind === 'refused'
          ? err.message
          : t`Not sent: check the connection and try again`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <ComposeForm
      text={text}
      onText={edit}
      onSubmit={() => void submit()}
      error={error}
      label={t`Message to the chat room`}
      placeholder={t`Say something (@name to mention)`}
      submitLabel={<Trans>Post</Trans>}
      busy={busy}
    />
  );
}
