// A price alert fired (socket `alert`, to the signed-in user's sockets): said at once in a toast,
// counted on the bell, and kept in the notifications list by the server.
import type { PriceAlert } from '../../contract/alerts';
import { i18n } from '../i18n/i18n';
import { alertCondition, alertFired } from '../lib/alertText';
import { notices } from '../state/notices';
import { showToast } from '../state/ui';
import { onRealtime } from './socket';

/** Listeners of the alerts screen, told of each firing. */
const listeners = new Set<(alert: PriceAlert) => void>();

export function startAlertNotices(): void {
  onRealtime<PriceAlert>('alert', (alert) => {
    notices.unread += 1;
    const condition = i18n._(
      alertCondition({ kind: alert.kind, price: alert.price, percent: alert.percent, setPrice: alert.set_tick.price }),
    );
    showToast(i18n._(alertFired(alert.symbol, alert.fired_tick?.price ?? '', condition)));
    for (const fn of listeners) fn(alert);
  });
}

/** Hears each alert that fires while subscribed; returns the function that stops it. */
export function onAlertFired(fn: (alert: PriceAlert) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
