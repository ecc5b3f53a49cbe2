// A price alert fired (socket `alert`, to the signed-in user's sockets): said at once in a toast,
// counted on the bell, and kept in the notifications list by the server. An event sent while the
// socket was down is lost, so after a reconnection the count and the alerts screen read again.
import type { PriceAlert } from '../../contract/alerts';
import { i18n } from '../i18n/i18n';
import { alertCondition, alertFired } from '../lib/alertText';
import { notices, refreshUnread } from '../state/notices';
import { showToast } from '../state/ui';
import { onRealtime } from './socket';

/** Told of each alert that fires, or null: read everything again (the socket reconnected). */
type Listener = (alert: PriceAlert | null) => void;
const listeners = new Set<Listener>();

export function startAlertNotices(): void {
  onRealtime<PriceAlert>('alert', (alert) => {
    notices.unread += 1;
    const condition = i18n._(
      alertCondition({ kind: alert.kind, price: alert.price, percent: alert.percent, setPrice: alert.set_tick.price }),
    );
    showToast(i18n._(alertFired(alert.symbol, alert.fired_tick?.price ?? '', condition)));
    for (const fn of listeners) fn(alert);
  });
  let connections = 0;
  onRealtime('connect', () => {
    if (++connections === 1) return;
    void refreshUnread();
    for (const fn of listeners) fn(null);
  });
}

/** Hears each alert that fires while subscribed (null: read again); returns the function that stops it. */
export function onAlertFired(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
