// The back office's view of leverage contracts: each contract's terms and the liquidation line
// (edited with the audit record in one transaction; a position copies its terms when opened, so
// an edit applies to new positions only) and what the product did. Nothing here reaches a
// position, a tick or a balance: there is no such route.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { AdminLeverOverview, AdminLeverProduct, adminProductRequest } from '../../contract/lever';
import { isPriceBand } from '../../contract/price-band';
import type { Audit } from '../admin/audit';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ledger } from '../ledger/ledger';
import { instrumentById } from '../market/instruments';
import { leverMessages } from './messages';
import { DESK, INSURANCE } from './money';
import { productView } from './service';
import { LINE_SETTING, makeLeverStore, type ProductRow } from './store';

type Deps = { db: Db; ledger: Ledger; audit: Audit; clock: Clock };
type Operator = { id: string };

const RATE = /^0(\.\d{1,8})?$/;
const LOT = /^\d{1,9}(\.\d{1,8})?$/;

/** Why a contract's terms are refused, or null when an operator may publish them. */
export function productProblem(t: z.output<typeof adminProductRequest>): boolean {
  if (!LOT.test(t.lot_size) || new Decimal(t.lot_size).lte(0)) return true;
  if (!RATE.test(t.fee_rate) || !RATE.test(t.overnight_rate)) return true;
  const multiples = t.multiples.split(',').map((m) => m.trim());
  if (!multiples.every((m) => /^[1-9]\d{0,3}$/.test(m))) return true;
  if (t.max_share < t.min_share) return true;
  if (t.price_band !== undefined && !isPriceBand(t.price_band)) return true;
  return false;
}

export function makeLeverAdmin({ db, ledger, audit, clock }: Deps) {
  const store = makeLeverStore(db);
  const view = (p: ProductRow): AdminLeverProduct => ({
    ...productView(p, clock.now()),
    enabled: p.enabled === 1,
    updated_at: Number(p.updated_at),
  });

  async function balanceOf(holder: string) {
    const row = await db
      .selectFrom('balance')
      .select('available')
      .where('holder', '=', holder)
      .where('account', '=', 0)
      .where('currency', '=', 'USDT')
      .executeTakeFirst();
    return new Decimal(row?.available ?? 0);
  }

  async function overview(): Promise<AdminLeverOverview> {
    const [products, line, counts, open, fees] = await Promise.all([
      store.products(),
      store.line(),
      db
        .selectFrom('lever_position')
        .select(['state', 'close_reason', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['state', 'close_reason'])
        .execute(),
      db.selectFrom('lever_position').select('margin').where('state', '=', 'open').execute(),
      db
        .selectFrom('lever_position')
        .select(['open_fee', 'close_fee', 'overnight_paid'])
        .where('state', 'in', ['open', 'closed'])
        .execute(),
    ]);
    const count = (f: (r: (typeof counts)[number]) => boolean) => counts.filter(f).reduce((n, r) => n + Number(r.n), 0);
    const sum = <T>(rows: T[], f: (r: T) => Decimal.Value) =>
      rows.reduce((s, r) => s.plus(f(r)), new Decimal(0)).toFixed();
    return {
      products: products.filter((p) => instrumentById(p.instrument_id)).map(view),
      line,
      summary: {
        open_count: open.length,
        open_margin: sum(open, (r) => r.margin),
        entrust_count: count((r) => r.state === 'entrust'),
        closed_count: count((r) => r.state === 'closed'),
        liquidated_count: count((r) => r.close_reason === 'liquidation'),
        // The desk is every position's counterparty: what it holds is what customers lost.
        customer_pnl: (await balanceOf(DESK)).neg().toFixed(),
        fees: sum(fees, (r) => new Decimal(r.open_fee).plus(r.close_fee ?? 0)),
        overnight: sum(fees, (r) => r.overnight_paid),
        insurance: (await balanceOf(INSURANCE)).neg().toFixed(),
      },
    };
  }

  return {
    overview,

    /** Saves one contract's terms, audited as `lever.product.save`. */
    async saveProduct(input: z.output<typeof adminProductRequest>, operator: Operator, ip: string) {
      if (productProblem(input)) throw new Refusal(leverMessages.badTerms);
      const before = await store.product(input.match_id);
      if (!before) throw new Refusal(leverMessages.productUnknown);
      const multiples = [...new Set(input.multiples.split(',').map((m) => Number(m.trim())))].sort((a, b) => a - b);
      const after: ProductRow = {
        instrument_id: input.match_id,
        lot_size: new Decimal(input.lot_size).toFixed(),
        multiples: multiples.join(','),
        min_share: input.min_share,
        max_share: input.max_share,
        fee_rate: new Decimal(input.fee_rate).toFixed(),
        overnight_rate: new Decimal(input.overnight_rate).toFixed(),
        price_band: input.price_band === undefined ? before.price_band : new Decimal(input.price_band).toFixed(),
        enabled: input.enabled ? 1 : 0,
        updated_at: clock.now(),
      };
      await ledger.write(async (trx) => {
        const { instrument_id, ...changes } = after;
        await trx.updateTable('lever_product').set(changes).where('instrument_id', '=', instrument_id).execute();
        await audit.record(trx, {
          operatorId: operator.id,
          action: 'lever.product.save',
          targetType: 'lever_product',
          targetId: String(instrument_id),
          before: view(before),
          after: view(after),
          ip,
        });
      });
      return overview();
    },

    /** Sets the liquidation line, audited as `lever.line.save`. */
    async saveLine(line: string, operator: Operator, ip: string) {
      if (!RATE.test(line) || new Decimal(line).lte(0)) throw new Refusal(leverMessages.badLine);
      const value = new Decimal(line).toFixed();
      await ledger.write(async (trx) => {
        const before = await store.line(trx);
        await trx
          .updateTable('setting')
          .set({ value, updated_at: clock.now() })
          .where('keyword', '=', LINE_SETTING)
          .execute();
        await audit.record(trx, {
          operatorId: operator.id,
          action: 'lever.line.save',
          targetType: 'setting',
          targetId: LINE_SETTING,
          before: { line: before },
          after: { line: value },
          ip,
        });
      });
      return overview();
    },
  };
}

export type LeverAdmin = ReturnType<typeof makeLeverAdmin>;
