// System notifications (spec §2 settings, §4 messages read/unread): newest first, ten at a time with
// "load more"; tapping one marks it read, and all can be marked read at once.
import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { NotificationItem } from '../../../contract/user';
import { getNotifications, readNotification } from '../../api/user';
import { alertCondition, alertFired } from '../../lib/alertText';
import { groupDigits } from '../../lib/format';
import { ltvPercent } from '../../lib/loans';
import { session } from '../../state/session';
import { LoadError } from '../../ui/LoadError';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { NavBar } from '../../ui/NavBar';
import { RelativeTime } from '../../ui/RelativeTime';
import { DelayedSpinner } from '../../ui/Spinner';
import { formatMoment } from './safeguards';
import { securityEventLabel } from './security-events';
import './security-screens.css';

type List = { items: NotificationItem[]; total: number; page: number; unread: number };

export default function Notifications() {
  const [list, setList] = useState<List | null>(null);
  const [failed, setFailed] = useState(false);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [markingAll, setMarkingAll] = useState(false);

  const loadFirst = useCallback(async (signal?: AbortSignal) => {
    setFailed(false);
    setList(null);
    try {
      const page = await getNotifications(1, { quiet: true, signal });
      setList({ items: page.data, total: page.total, page: 1, unread: page.unread });
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setFailed(true);
    }
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    void loadFirst(abort.signal);
    return () => abort.abort();
  }, [loadFirst]);

  const loadMore = async () => {
    if (!list) return;
    setMore('loading');
    try {
      const next = await getNotifications(list.page + 1, { quiet: true });
      setList((l) => {
        if (!l) return l;
        // A notice that arrived meanwhile shifts the pages by one: never show an item twice.
        const seen = new Set(l.items.map((i) => i.id));
        return {
          items: [...l.items, ...next.data.filter((i) => !seen.has(i.id))],
          total: next.total,
          page: l.page + 1,
          unread: next.unread,
        };
      });
      setMore('idle');
    } catch {
      setMore('failed');
    }
  };

  const setRead = (id: string | 'all', read: boolean) =>
    setList((l) => {
      if (!l) return l;
      let unread = l.unread;
      const items = l.items.map((i) => {
        if ((id === 'all' || i.id === id) && i.read !== read) {
          unread += read ? -1 : 1;
          return { ...i, read };
        }
        return i;
      });
      return { ...l, items, unread: id === 'all' && read ? 0 : Math.max(0, unread) };
    });

  const open = async (item: NotificationItem) => {
    if (item.read) return;
    setRead(item.id, true);
    try {
      await readNotification(item.id, { background: true });
    } catch {
      setRead(item.id, false); // The API client said why; it stays unread.
    }
  };

  const markAll = async () => {
    if (!list) return;
    const before = list;
    setMarkingAll(true);
    try {
      await readNotification('all');
      setRead('all', true);
    } catch {
      setList(before);
    } finally {
      setMarkingAll(false);
    }
  };

  let body: ReactNode;
  if (failed)
    body = (
      <LoadError onRetry={() => void loadFirst()} quiet>
        <Trans>The notifications could not be loaded. Check your connection and try again.</Trans>
      </LoadError>
    );
  else if (!list) body = <DelayedSpinner delay={200} />;
  else if (list.items.length === 0)
    body = (
      <div className="empty-state">
        <p className="empty-title">
          <Trans>No notifications yet</Trans>
        </p>
      </div>
    );
  else {
    const done = list.items.length >= list.total;
    const unread = list.unread;
    body = (
      <>
        <div className="toolbar">
          <span role="status">{unread > 0 ? <Trans>{unread} unread</Trans> : <Trans>All read</Trans>}</span>
          {list.unread > 0 && (
            <button
              type="button"
              className="link-button"
              onClick={() => void markAll()}
              disabled={markingAll}
              aria-busy={markingAll}
            >
              <Trans>Mark all as read</Trans>
            </button>
          )}
        </div>
        <ul className="list">
          {list.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={`notification-row${item.read ? '' : ' unread'}`}
                onClick={() => void open(item)}
              >
                <span className="notification-dot" aria-hidden="true" />
                <span className="notification-body">
                  {!item.read && (
                    <span className="visually-hidden">
                      <Trans>Unread:</Trans>
                    </span>
                  )}
                  <span className="notification-text">
                    <NotificationText item={item} />
                  </span>
                  <span className="notification-time">
                    <RelativeTime ms={item.created_at} />
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className="list-end">
          {done ? (
            <span>
              <Trans>No more data</Trans>
            </span>
          ) : (
            <LoadMoreButton status={more} onMore={() => void loadMore()} />
          )}
        </div>
      </>
    );
  }

  return (
    <div className="page">
      <NavBar title={<Trans>Notifications</Trans>} />
      {body}
    </div>
  );
}

/** Each kind of notice as a sentence in the user's language; an unknown kind reads generically. */
function NotificationText({ item }: { item: NotificationItem }) {
  const { i18n } = useLinguiCore();
  const { lang } = useSnapshot(session);
  const { params } = item;
  switch (item.kind) {
    case 'kyc_verified': {
      const level = params.level ?? '';
      return <Trans>Your identity verification (level {level}) was approved</Trans>;
    }
    case 'kyc_failed': {
      const reason = params.reason ?? '';
      return reason ? (
        <Trans>Your identity verification was rejected: {reason}</Trans>
      ) : (
        <Trans>Your identity verification was rejected</Trans>
      );
    }
    case 'password_changed':
      return <Trans>Your login password was changed</Trans>;
    case 'security_change': {
      const change = i18n._(securityEventLabel(params.change ?? ''));
      const ip = params.ip ?? '';
      return ip ? (
        <Trans>
          Security: {change} (IP {ip})
        </Trans>
      ) : (
        <Trans>Security: {change}</Trans>
      );
    }
    case 'new_login': {
      const ip = params.ip ?? '';
      return <Trans>New login from {ip}</Trans>;
    }
    case 'recharge_approved': {
      const { amount, currency } = moneyOf(params);
      return (
        <Trans>
          Your recharge of {amount} {currency} was credited
        </Trans>
      );
    }
    case 'recharge_rejected': {
      const reason = params.reason ?? '';
      return reason ? <Trans>Your recharge was rejected: {reason}</Trans> : <Trans>Your recharge was rejected</Trans>;
    }
    case 'withdraw_approved': {
      const { amount, currency } = moneyOf(params);
      return (
        <Trans>
          Your withdrawal of {amount} {currency} was completed
        </Trans>
      );
    }
    case 'price_alert': {
      // The recorded tick that fired it: its price, and its time (beside the notice's own time).
      const condition = i18n._(
        alertCondition({
          kind: params.kind === 'below' ? 'below' : params.kind === 'move' ? 'move' : 'above',
          price: params.level ?? null,
          percent: params.percent ?? null,
          setPrice: params.set_price ?? '',
        }),
      );
      const time = formatMoment(Number(params.time ?? 0), lang);
      const fired = i18n._(alertFired(params.symbol ?? '', params.price ?? '', condition));
      return (
        <Trans>
          {fired} · tick at {time}
        </Trans>
      );
    }
    case 'loan_margin_call': {
      // The recorded tick that reached the line: its price, time and id.
      const coin = params.collateral ?? '';
      const ltv = params.ltv ? ltvPercent(params.ltv) : '';
      const price = groupDigits(params.price ?? '');
      const liquidation = groupDigits(params.liquidation_price ?? '');
      const time = formatMoment(Number(params.time ?? 0), lang);
      const tick = params.tick_id ?? '';
      return (
        <Trans>
          Margin call on your {coin} loan: LTV {ltv}% at {coin} {price} USDT (tick #{tick}, {time}). Add collateral or
          repay; at {liquidation} USDT it is liquidated.
        </Trans>
      );
    }
    case 'loan_liquidated': {
      const coin = params.collateral ?? '';
      const sold = params.sold ?? '';
      const returned = params.returned ?? '';
      const { amount: fee, currency } = moneyOf({ amount: params.fee ?? '', currency: params.currency ?? '' });
      const price = groupDigits(params.price ?? '');
      const time = formatMoment(Number(params.time ?? 0), lang);
      const tick = params.tick_id ?? '';
      return params.why === 'expiry' ? (
        <Trans>
          Your {coin} loan was not repaid by its date and was settled: {sold} {coin} sold at {price} USDT (tick #{tick},{' '}
          {time}), fee {fee} {currency}; {returned} {coin} returned to your spot account.
        </Trans>
      ) : (
        <Trans>
          Your {coin} loan reached its liquidation line and was settled: {sold} {coin} sold at {price} USDT (tick #
          {tick}, {time}), fee {fee} {currency}; {returned} {coin} returned to your spot account.
        </Trans>
      );
    }
    case 'copy_skipped': {
      const trader = params.trader ?? '';
      const symbol = params.symbol ?? '';
      return params.reason === 'late' ? (
        <Trans>
          A {symbol} position of {trader} was not copied: it was seen too late to copy at the trader’s price.
        </Trans>
      ) : params.reason === 'margin' ? (
        <Trans>
          A {symbol} position of {trader} was not copied: your contract account lacks the margin. Transfer funds to copy
          the next one.
        </Trans>
      ) : (
        <Trans>
          A {symbol} position of {trader} was not copied: it is above the margin cap you set for copying.
        </Trans>
      );
    }
    case 'copy_stopped': {
      const trader = params.trader ?? '';
      return params.reason === 'take_profit' ? (
        <Trans>Your copy take-profit was reached: the copies of {trader} were closed and copying stopped.</Trans>
      ) : (
        <Trans>Your copy stop-loss was reached: the copies of {trader} were closed and copying stopped.</Trans>
      );
    }
    case 'support_reply':
      return <Trans>Customer service answered you: open Customer service to read it</Trans>;
    case 'withdraw_rejected': {
      const reason = params.reason ?? '';
      return reason ? (
        <Trans>Your withdrawal was rejected and the amount returned to your spot account: {reason}</Trans>
      ) : (
        <Trans>Your withdrawal was rejected and the amount returned to your spot account</Trans>
      );
    }
    default:
      return <Trans>System notification</Trans>;
  }
}

/** The amount (grouped) and currency a money notice is about. */
function moneyOf(params: NotificationItem['params']) {
  return { amount: groupDigits(params.amount ?? ''), currency: params.currency ?? '' };
}
