// The audit log: every operator action — who, what, when, the target before and after — written
// in the same transaction as the action itself, so an action without its record cannot exist.
// Read-only: nothing updates or deletes a row.
import type { AuditRow } from '../../contract/admin';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import type { Ids } from '../core/ids';
import type { Trx } from '../ledger/ledger';

export type AuditInput = {
  operatorId: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string;
};

export type AuditFilter = { operator?: string; action?: string; targetId?: string; page: number; limit: number };

export function makeAudit(db: Db, ids: Ids, clock: Clock) {
  function query(filter: Omit<AuditFilter, 'page' | 'limit'>) {
    let q = db
      .selectFrom('audit_log as a')
      .leftJoin('operator as o', 'o.id', 'a.operator_id')
      .selectAll('a')
      .select('o.email as operator_email');
    if (filter.operator) q = q.where('a.operator_id', '=', filter.operator);
    if (filter.action) q = q.where('a.action', '=', filter.action);
    if (filter.targetId) q = q.where('a.target_id', '=', filter.targetId);
    return q.orderBy('a.created_at', 'desc').orderBy('a.id');
  }
  const toRow = (r: Omit<AuditRow, 'before' | 'after'> & { before: string; after: string }): AuditRow => ({
    ...r,
    before: JSON.parse(r.before),
    after: JSON.parse(r.after),
    created_at: Number(r.created_at),
  });

  return {
    async record(trx: Trx, input: AuditInput): Promise<void> {
      await trx
        .insertInto('audit_log')
        .values({
          id: ids.id(),
          operator_id: input.operatorId,
          action: input.action,
          target_type: input.targetType,
          target_id: input.targetId,
          before: JSON.stringify(input.before ?? null),
          after: JSON.stringify(input.after ?? null),
          ip: input.ip,
          created_at: clock.now(),
        })
        .execute();
    },

    async list(filter: AuditFilter): Promise<AuditRow[]> {
      const rows = await query(filter)
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
        .execute();
      return rows.map(toRow);
    },

    /** The whole log (or a filtered part) as CSV, for export; JSON columns stay JSON inside quotes. */
    async csv(filter: Omit<AuditFilter, 'page' | 'limit'>): Promise<string> {
      const rows = (await query(filter).execute()).map(toRow);
      const header = ['time', 'operator', 'action', 'target_type', 'target_id', 'before', 'after', 'ip'];
      const cell = (v: unknown) => `"${String(v).replaceAll('"', '""')}"`;
      const lines = rows.map((r) =>
        [
          new Date(r.created_at).toISOString(),
          r.operator_email ?? r.operator_id,
          r.action,
          r.target_type,
          r.target_id,
          JSON.stringify(r.before),
          JSON.stringify(r.after),
          r.ip,
        ]
          .map(cell)
          .join(','),
      );
      return `${[header.join(','), ...lines].join('\n')}\n`;
    },
  };
}

export type Audit = ReturnType<typeof makeAudit>;
