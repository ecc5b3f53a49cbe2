// Posting in the chat room: the text checked as the server checks it, sent under a client id (a
// retry is stored once); a refusal (too fast, muted) stays at the field.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { CHAT_MAX_LENGTH, type ChatMessage, type ChatRoom } from '../../../contract/chat';
import { checkChatBody } from '../../../contract/chat-rules';
import { sendChat } from '../../api/chat';
import { ApiError } from '../../api/client';
import { newClientId } from '../../lib/supportThread';

export function ChatComposer({ room, onSent }: { room: ChatRoom; onSent: (m: ChatMessage) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const submit = async () => {
    const checked = checkChatBody(text);
    if (!checked.ok) {
      setError(
        checked.reason === 'empty'
          ? t`Write a message first`
          : t`A message can be at most ${CHAT_MAX_LENGTH} characters`,
      );
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
    <form
      className="kefu-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="kefu-compose-row">
        <textarea
          className="kefu-input"
          rows={1}
          value={text}
          aria-label={t`Message to the chat room`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={t`Say something (@name to mention)`}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError('');
          }}
        />
        <button type="submit" className="button kefu-send" disabled={busy}>
          <Trans>Post</Trans>
        </button>
      </div>
    </form>
  );
}
