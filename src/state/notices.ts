// The signed-in user's unread notification count, for the bell on the Home and Trade tabs. Read
// from the server when a bell appears; a price alert fired meanwhile (socket `alert`) adds one.
import { proxy } from 'valtio';
import { getNotifications } from '../api/user';
import { session } from './session';

export const notices = proxy({ unread: 0 });

export async function refreshUnread(): Promise<void> {
  if (!session.token) {
    notices.unread = 0;
    return;
  }
  try {
    notices.unread = (await getNotifications(1, { quiet: true, background: true })).unread;
  } catch {
    // The count is a hint; the notifications screen shows its own errors.
  }
}
