import { Trans } from '@lingui/react/macro';
import { NavBar } from '../ui/NavBar';

/** What a screen of a feature that is not built yet shows (spec §8: "function under development"). */
export default function UnderDevelopment() {
  return (
    <div className="page">
      <NavBar />
      <div className="empty-state" role="status">
        <h1 className="empty-title">
          <Trans>Function under development</Trans>
        </h1>
      </div>
    </div>
  );
}
