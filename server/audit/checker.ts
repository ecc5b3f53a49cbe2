// One kind of settlement the auditor recomputes (issue 41). A checker reads its own rows (the
// outcomes stored), recomputes each from the recorded ticks and the rules in contract/ (or the
// product's rule file), and remembers what the ledger should show; then it hears every ledger entry
// of its kinds and says which payments differ, are missing or are paid twice.
import type { Db } from '../core/db';
import { type Findings, same } from './report';
import type { JournalEntry, Tick, TickTimes } from './source';

export type AuditContext = { db: Db; findings: Findings; ticks: TickTimes };

export type Checker = {
  /** The kinds of ledger entry it hears. */
  entryKinds: string[];
  rows(ctx: AuditContext): Promise<void>;
  entry(e: JournalEntry, ctx: AuditContext): void;
  finish(ctx: AuditContext): void;
};

/**
 * The payments a checker expects in the ledger: one per key (an option, an order), each an amount
 * to one holder in one currency. `heard` marks it paid; a second payment or one for an unknown key
 * is a difference, and so is one never heard.
 */
export function makeExpected(kind: string) {
  const expected = new Map<string, { holder: string; currency: string; amount: string; paid: boolean }>();
  return {
    set(key: string, holder: string, currency: string, amount: string) {
      expected.set(key, { holder, currency, amount, paid: false });
    },
    heard(key: string, entryId: string, found: (holder: string, currency: string) => string, ctx: AuditContext) {
      const e = expected.get(key);
      if (!e) return ctx.findings.differ(kind, entryId, 'ledger entry for no settled row', key, 'paid');
      if (e.paid) return ctx.findings.differ(kind, key, 'paid twice', 'once', `again in ${entryId}`);
      e.paid = true;
      const amount = found(e.holder, e.currency);
      if (!same(amount, e.amount)) ctx.findings.differ(kind, key, `paid in ${entryId}`, e.amount, amount);
    },
    finish(ctx: AuditContext) {
      for (const [key, e] of expected)
        if (!e.paid && !same(e.amount, '0')) ctx.findings.differ(kind, key, 'not paid', e.amount, 'no entry');
    },
  };
}

/** A cited tick must be in the tick log, of the row's instrument, at the price the row stored. */
export function checkTick(
  ctx: AuditContext,
  kind: string,
  id: string,
  what: string,
  cited: { tickId: number | string | null; instrumentId: number; price: string | null },
  tick: Tick | undefined,
): tick is Tick {
  if (!tick) {
    ctx.findings.differ(kind, id, `${what} in the tick log`, `tick ${cited.tickId}`, 'missing');
    return false;
  }
  if (tick.instrument_id !== cited.instrumentId)
    ctx.findings.differ(kind, id, `${what}'s instrument`, cited.instrumentId, tick.instrument_id);
  if (!same(tick.price, cited.price)) ctx.findings.differ(kind, id, `${what} price`, tick.price, cited.price);
  return true;
}
