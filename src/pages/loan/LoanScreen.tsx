// The frame of a screen of one loan (`?id=`): the loan loaded (./useLoans), its loading, failure and
// not-found states. A screen that acts on the loan (repay, collateral) is shown only for an open
// loan read from the server just now; for a closed one, or one read from this device offline, it
// shows the way back to the loan instead of a form.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Loan, LoanDetail } from '../../../contract/loans';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { loanPath, MY_LOANS } from './labels';
import { KeptLoansNote } from './parts';
import { useLoan } from './useLoans';
import '../lockming/earn.css';

export function LoanScreen({
  title,
  right,
  children,
  shows,
}: {
  title: ReactNode;
  right?: ReactNode;
  /** The form, for an open loan read from the server just now. */
  children?: (loan: Loan, reload: () => void) => ReactNode;
  /** Instead of a form: what the screen shows of any loan, with the age of a copy kept on this device. */
  shows?: (detail: LoanDetail, keptAt: number | undefined) => ReactNode;
}) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { loaded, reload } = useLoan(id);
  let body: ReactNode;
  if (loaded.state === 'loading') body = <DelayedSpinner delay={200} />;
  else if (loaded.state === 'failed')
    body = (
      <LoadError onRetry={reload}>
        <Trans>The loan could not be loaded. Check your connection and try again.</Trans>
      </LoadError>
    );
  else if (loaded.state === 'gone')
    body = (
      <div className="empty-state">
        <p className="empty-title">
          <Trans>This loan was not found.</Trans>
        </p>
        {loaded.message && <p className="muted">{loaded.message}</p>}
        <Link to={MY_LOANS} className="button">
          <Trans>See my loans</Trans>
        </Link>
      </div>
    );
  else if (shows) body = shows(loaded.detail, loaded.keptAt);
  else if (loaded.detail.loan.state !== 'open' || loaded.keptAt !== undefined || !children)
    body = (
      <>
        <KeptLoansNote at={loaded.keptAt} />
        <div className="empty-state">
          <p className="empty-title">
            {loaded.keptAt !== undefined ? (
              <Trans>You are offline. This needs a connection.</Trans>
            ) : (
              <Trans>This loan is closed.</Trans>
            )}
          </p>
          <Link to={loanPath(id)} className="button" replace>
            <Trans>See the loan</Trans>
          </Link>
        </div>
      </>
    );
  else body = children(loaded.detail.loan, reload);
  return (
    <div className="page earn-page loan-page">
      <NavBar title={title} right={right} />
      {body}
    </div>
  );
}
