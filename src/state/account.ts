// Signing in and out on the client: keeps the session store, the stored token and the socket's
// identity in step with the server.
import { logout } from '../api/auth';
import { getUserInfo } from '../api/user';
import { reconnectRealtime } from '../realtime/socket';
import { clearUser, session } from './session';

/** Loads the signed-in user; the API client handles an expired session (999 → login). */
export async function refreshUser(): Promise<void> {
  if (!session.token) return;
  session.user = await getUserInfo({ background: true, quiet: true });
}

/** What was kept on the device for offline reading of the account's loans and copy trading. */
function forgetKept(): void {
  void import('../db/keptLoans').then((m) => m.forgetLoans());
  void import('../db/keptCopy').then((m) => m.forgetCopyTrading());
}

export async function signIn(token: string): Promise<void> {
  session.token = token;
  reconnectRealtime();
  await refreshUser();
  // Favourites chosen as a guest (or offline) join the account's list.
  void import('./favourites').then((m) => m.syncFavourites());
  // A guest's conversation with customer service joins the account's.
  void import('../realtime/support').then((m) => m.supportSignedIn());
  // Loans and copy trading kept for offline reading were another account's, or none.
  forgetKept();
}

export async function signOut(): Promise<void> {
  try {
    await logout({ quiet: true });
  } catch {
    // Offline or already expired: the token is forgotten here all the same.
  } finally {
    clearUser();
    reconnectRealtime();
    void import('../realtime/support').then((m) => m.supportSignedOut());
    forgetKept();
  }
}
