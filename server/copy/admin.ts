// The back office's copy trading: trader applications, approved or rejected with a note and the
// audit record in one transaction. No route sets a trader's statistics or anyone's money.
import type { z } from 'zod';
import type {
  AdminApplicationsReply,
  adminApplicationsRequest,
  adminDecideRequest,
  TraderApplication,
} from '../../contract/copy';
import type { Audit } from '../admin/audit';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { copyMessages } from './messages';

type Operator = { id: string };

export const adminCopyMessages = {
  noteNeeded: /*i18n*/ { id: 'copy.admin.note_needed', message: 'Say why the application is rejected' },
  notPending: /*i18n*/ { id: 'copy.admin.not_pending', message: 'This application was decided already' },
};

export function makeCopyAdmin({ db, audit, clock }: { db: Db; audit: Audit; clock: Clock }) {
  return {
    async applications(f: z.output<typeof adminApplicationsRequest>): Promise<AdminApplicationsReply> {
      const q = db
        .selectFrom('copy_trader')
        .innerJoin('users', 'users.id', 'copy_trader.user_id')
        .where('copy_trader.state', '=', f.state);
      const [rows, count] = await Promise.all([
        q
          .selectAll('copy_trader')
          .select(['users.email', 'users.mobile'])
          .orderBy('copy_trader.applied_at', 'desc')
          .limit(f.limit)
          .offset((f.page - 1) * f.limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        data: rows.map((r) => ({
          user_id: r.user_id,
          account: r.email ?? r.mobile ?? '',
          demo: r.demo === 1,
          state: r.state,
          nickname: r.nickname,
          bio: r.bio,
          profit_share: r.profit_share,
          open: r.open === 1,
          note: r.note,
          applied_at: Number(r.applied_at),
          decided_at: r.decided_at == null ? null : Number(r.decided_at),
        })),
        total: Number(count.n),
      };
    },

    async decide(f: z.output<typeof adminDecideRequest>, operator: Operator, ip: string): Promise<TraderApplication> {
      if (!f.approve && !f.note) throw new Refusal(adminCopyMessages.noteNeeded);
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('copy_trader')
          .selectAll()
          .where('user_id', '=', f.user_id)
          .executeTakeFirst();
        if (!before) throw new Refusal(copyMessages.traderUnknown);
        if (before.state !== 'pending') throw new Refusal(adminCopyMessages.notPending);
        const change = {
          state: f.approve ? ('approved' as const) : ('rejected' as const),
          note: f.note || null,
          decided_at: now,
          decided_by: operator.id,
          updated_at: now,
        };
        const res = await trx
          .updateTable('copy_trader')
          .set(change)
          .where('user_id', '=', f.user_id)
          .where('state', '=', 'pending')
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw new Refusal(adminCopyMessages.notPending);
        const after = { ...before, ...change };
        await audit.record(trx, {
          operatorId: operator.id,
          action: f.approve ? 'copy.trader.approve' : 'copy.trader.reject',
          targetType: 'copy_trader',
          targetId: f.user_id,
          before,
          after,
          ip,
        });
        return {
          state: after.state,
          nickname: after.nickname,
          bio: after.bio,
          profit_share: after.profit_share,
          open: after.open === 1,
          note: after.note,
          applied_at: Number(after.applied_at),
          decided_at: now,
        };
      });
    },
  };
}

export type CopyAdmin = ReturnType<typeof makeCopyAdmin>;
