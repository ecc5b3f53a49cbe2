// What a security change sets off, said once it is made: the alert (with a freeze link) sent to the
// account's contacts, and the withdrawal hold with its exact end, read from /safe/state.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { HoldTime, useSafeState } from './security-banner';

export function SecurityChangeDone({
  title,
  children,
  onDone,
}: {
  /** What was changed ("Your e-mail address is changed"). */
  title: ReactNode;
  /** Anything more to say about this change. */
  children?: ReactNode;
  onDone: () => void;
}) {
  const { state } = useSafeState();
  const until = state?.withdraw_hold_until ?? null;
  return (
    <div className="form" data-testid="security-change-done">
      <p role="status">
        <strong>{title}</strong>
      </p>
      {children}
      <p className="explain">
        <Trans>
          A security alert was sent to your e-mail address and phone, with a link to freeze your account if it was not
          you.
        </Trans>
      </p>
      {until !== null ? (
        <div className="warning-box" data-testid="hold-notice">
          <p>
            <Trans>
              For your security, withdrawals are paused for 24 hours, until <HoldTime until={until} />.
            </Trans>
          </p>
        </div>
      ) : null}
      <button type="button" className="button button-block" onClick={onDone}>
        <Trans>Done</Trans>
      </button>
    </div>
  );
}
