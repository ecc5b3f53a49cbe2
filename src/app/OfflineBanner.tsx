// A slim strip at the top of every screen while the browser is offline (DESIGN §5: offline, the
// app shows saved data marked as such). It sits in the page flow, so it never covers the tab bar,
// the update banner or a screen's back button.
import { Trans } from '@lingui/react/macro';
import { useOnline } from './useOnline';

export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <div className="offline-banner" role="status">
      <Trans>You are offline. Showing saved data.</Trans>
    </div>
  );
}
