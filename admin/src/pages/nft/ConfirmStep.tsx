// The last step shared by the NFT forms: the form's submit button until its checks pass, then the
// question that repeats what will be done (with any details below it) and the buttons that do it
// or go back. Nothing is sent before the operator confirms.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

type Props = {
  /** The form's add flow (ui/useAddForm): whether it is asking, and what Confirm and Back do. */
  flow: { confirming: boolean; save: () => void; back: () => void };
  /** What will be done, as a question (the fieldset's legend). */
  question: ReactNode;
  /** The submit button's label. */
  submit: ReactNode;
  /** The confirm button's label. */
  confirm: ReactNode;
  busy: boolean;
  /** Details of what will be done, under the question. */
  children?: ReactNode;
};

export function ConfirmStep({ flow, question, submit, confirm, busy, children }: Props) {
  if (!flow.confirming)
    return (
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {submit}
        </button>
      </div>
    );
  return (
    <fieldset className="confirm">
      <legend>{question}</legend>
      {children}
      <div className="actions">
        <button type="button" className="primary" disabled={busy} onClick={flow.save}>
          {confirm}
        </button>
        <button type="button" disabled={busy} onClick={flow.back}>
          <Trans>Back</Trans>
        </button>
      </div>
    </fieldset>
  );
}
