// Writes the user's system notifications (spec §2 settings: system notifications). Other areas
// call this instead of touching the notification table.
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import type { Ids } from '../core/ids';

export type NotificationKind =
  | 'kyc_verified'
  | 'kyc_failed'
  | 'password_changed'
  | 'new_login'
  | 'security_change'
  | 'recharge_approved'
  | 'recharge_rejected'
  | 'withdraw_approved'
  | 'withdraw_rejected'
  | 'support_reply'
  | 'price_alert'
  | 'loan_margin_call'
  | 'loan_liquidated'
  | 'copy_skipped'
  | 'copy_stopped';

export function makeNotifier(db: Db, ids: Ids, clock: Clock) {
  return {
    async notify(userId: string, kind: NotificationKind, params: Record<string, string> = {}, trx: Db = db) {
      await trx
        .insertInto('notification')
        .values({
          id: ids.id(),
          user_id: userId,
          kind,
          params: JSON.stringify(params),
          read: 0,
          created_at: clock.now(),
        })
        .execute();
    },
  };
}

export type Notifier = ReturnType<typeof makeNotifier>;
