// The settlement auditor (issue 41): 1,000,000 settled seconds options — with the ticks they cite
// and the ledger entries that paid them — recomputed from the tick log and the ledger, and the
// ledger's own check, on SQLite (the embedded default). Goal ≤ 60 s. The history is written
// straight into a fresh database (one transaction, the rows exactly as settlement writes them),
// which takes a while itself and is not timed.
// BENCH_SETTLEMENTS (default 1,000,000).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Decimal from 'decimal.js';
import { runAudit } from '../../server/audit/auditor';
import { openDb } from '../../server/core/db';
import { migrateToLatest } from '../../server/core/migrate';
import { instrumentBySymbol } from '../../server/market/instruments';
import { outcomeOf, payoutOf } from '../../server/options/rules';

const SETTLEMENTS = Number(process.env.BENCH_SETTLEMENTS ?? 1_000_000);
const USERS = 1000;
const TICKS = 20_000;
const BTC = instrumentBySymbol('BTC/USDT')?.id as number;
const T0 = 1_790_000_000_000;
const DESK = 'system:options';

const dir = mkdtempSync(path.join(tmpdir(), 'kestrel-audit-'));
const opened = openDb({ sqliteFile: path.join(dir, 'kestrel.db'), dataDir: dir });
if (opened.kind !== 'sqlite') throw new Error('the benchmark runs on SQLite');
await migrateToLatest(opened.db);
const { sqlite } = opened;

let t = performance.now();
sqlite.pragma('foreign_keys = OFF');
sqlite.transaction(() => {
  const tick = sqlite.prepare(
    'insert into market_tick (id, instrument_id, price, volume, time) values (?, ?, ?, ?, ?)',
  );
  const prices: string[] = [];
  let price = 95_000;
  for (let i = 0; i < TICKS; i++) {
    price += ((i * 7919) % 11) - 5;
    prices.push(price.toFixed(2));
    tick.run(i + 1, BTC, prices[i], '0', T0 + i * 1000);
  }
  const option =
    sqlite.prepare(`insert into option_order (id, user_id, instrument_id, currency, direction, seconds, stake,
    profit_ratio, open_tick_id, open_price, open_time, expires_at, state, settle_tick_id, settle_price, settle_time,
    result, payout, settled_at, request_id, created_at) values (?, ?, ?, 'USDT', ?, 30, '10', '0.8', ?, ?, ?, ?, 'settled',
    ?, ?, ?, ?, ?, ?, null, ?)`);
  const entry = sqlite.prepare(
    `insert into ledger_entry (id, kind, actor, request_id, memo, created_at) values (?, 'option_settle', ?, null, ?, ?)`,
  );
  const posting = sqlite.prepare(
    `insert into ledger_posting (entry_id, seq, holder, account, currency, field, amount, lead, created_at) values (?, ?, ?, ?, 'USDT', 'available', ?, 1, ?)`,
  );
  const owed = new Map<string, Decimal>();
  for (let k = 0; k < SETTLEMENTS; k++) {
    const id = `o${String(k).padStart(9, '0')}`;
    const user = `u${k % USERS}`;
    const openAt = k % (TICKS - 31);
    const settleAt = openAt + 30;
    const direction = k % 2 ? 'up' : 'down';
    const result = outcomeOf(direction, prices[openAt] as string, prices[settleAt] as string);
    const payout = payoutOf(result, '10', '0.8', 8);
    const time = T0 + settleAt * 1000;
    option.run(
      id,
      user,
      BTC,
      direction,
      openAt + 1,
      prices[openAt],
      T0 + openAt * 1000,
      time,
      settleAt + 1,
      prices[settleAt],
      time,
      result,
      payout,
      time,
      T0 + openAt * 1000,
    );
    if (payout === '0') continue;
    const e = `e${String(k).padStart(9, '0')}`;
    entry.run(e, DESK, JSON.stringify({ option: id, result, tick_id: settleAt + 1 }), time);
    posting.run(e, 0, DESK, 0, `-${payout}`, time);
    posting.run(e, 1, `user:${user}`, 4, payout, time);
    owed.set(user, (owed.get(user) ?? new Decimal(0)).plus(payout));
  }
  const balance = sqlite.prepare(
    `insert into balance (holder, account, currency, available, frozen, updated_at) values (?, ?, 'USDT', ?, '0', 0)`,
  );
  let desk = new Decimal(0);
  for (const [user, sum] of owed) {
    balance.run(`user:${user}`, 4, sum.toFixed());
    desk = desk.minus(sum);
  }
  balance.run(DESK, 0, desk.toFixed());
})();
sqlite.pragma('foreign_keys = ON');
const written = performance.now() - t;

t = performance.now();
const report = await runAudit(opened.db, 'sqlite');
const took = (performance.now() - t) / 1000;
await opened.db.destroy();
rmSync(dir, { recursive: true, force: true });

console.log(
  `audit: ${SETTLEMENTS.toLocaleString('en')} option settlements and ${report.ledger.entries.toLocaleString('en')} ledger entries (${report.ledger.postings.toLocaleString('en')} postings) recomputed in ${took.toFixed(1)} s — ${report.ok ? 'no differences' : `${report.differenceCount} differences`} — goal ≤ 60 s (history written in ${(written / 1000).toFixed(0)} s, not timed)`,
);
if (!report.ok) console.log(JSON.stringify(report.differences.slice(0, 5)));
