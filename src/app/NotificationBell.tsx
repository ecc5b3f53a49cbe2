// The bell on the Home and Trade tabs (issue 40): the signed-in user's notifications, with the
// unread count; a price alert that fires adds to it at once (src/realtime/alerts.ts).
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { notices, refreshUnread } from '../state/notices';
import { session } from '../state/session';
import { StrokeIcon } from '../ui/StrokeIcon';

const BELL = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0';

export function NotificationBell() {
  const { t } = useLingui();
  const { token } = useSnapshot(session);
  const { unread } = useSnapshot(notices);
  useEffect(() => {
    if (token) void refreshUnread();
  }, [token]);
  if (!token) return null;
  return (
    <Link
      to="/pages/setting/notifications"
      className="icon-button notification-bell"
      aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
      data-testid="notification-bell"
    >
      <StrokeIcon d={BELL} size={24} weight={1.6} round="ends-and-joins" />
      {unread > 0 && (
        <span className="bell-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
