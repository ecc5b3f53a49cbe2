// Verification needed (spec §2 real_mark, §8 type 998): the app sends the user here when the server
// refuses an action until the identity is verified. Says so, shows where the verification stands
// and leads to the verification screen.
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { RealState } from '../../../contract/kyc';
import { getRealState } from '../../api/user';
import { LoadError } from '../../ui/LoadError';
import { NavBar } from '../../ui/NavBar';
import { DelayedSpinner } from '../../ui/Spinner';
import { levelStatus, StatusBadge } from './real-parts';
import './real-screens.css';

export default function RealMark() {
  const [state, setState] = useState<RealState | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setState(await getRealState({ quiet: true }));
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const reason = state?.reason;

  return (
    <div className="page">
      <NavBar title={<Trans>Identity verification</Trans>} />
      <section className="card">
        <h2>
          <Trans>Verification required</Trans>
        </h2>
        <p className="muted real-card-text">
          <Trans>This action is only available after you verify your identity.</Trans>
        </p>
        {state?.level === 0 && state.status !== 'review' && (
          <p className="muted real-card-text">
            <Trans>
              Basic verification takes a few minutes: your real name, an ID document and photos of its front and back.
            </Trans>
          </p>
        )}
      </section>
      {state ? (
        <>
          <section className="card">
            <div className="real-level-head">
              <h2>
                <Trans>Lv1 Basic</Trans>
              </h2>
              <StatusBadge status={levelStatus(state, 1)} />
            </div>
            <div className="real-level-head real-spaced">
              <h2>
                <Trans>Lv2 Advanced</Trans>
              </h2>
              <StatusBadge status={levelStatus(state, 2)} />
            </div>
            {state.status === 'review' && (
              <p className="muted real-card-text real-spaced">
                <Trans>Your submission is under review. You will be able to continue once it is approved.</Trans>
              </p>
            )}
            {state.status === 'failed' && reason && (
              <p className="real-card-text real-spaced">
                <Trans>Audit failed. Reason: {reason}</Trans>
              </p>
            )}
          </section>
          <div className="real-actions">
            <Link to="/pages/setting/real" className="button button-block real-link-button">
              {state.status === 'review' || state.level >= 1 ? (
                <Trans>View verification</Trans>
              ) : (
                <Trans>Verify now</Trans>
              )}
            </Link>
          </div>
        </>
      ) : failed ? (
        <LoadError onRetry={() => void load()}>
          <Trans>Your verification status could not be loaded. Check your connection and try again.</Trans>
        </LoadError>
      ) : (
        <DelayedSpinner delay={200} />
      )}
    </div>
  );
}
