// The proof of liabilities on a real server and database (issue 41, ADR 27): a demo deployment
// publishes at its first start; users with balances in several accounts and currencies (frozen
// ones too) each get a path that checks out against the published root (with Web Crypto, as the
// phone checks it), the totals are the journal's; nobody is served another user's leaf; the daily
// job publishes a day once, across a restart, and only the latest of the days missed; a balance
// row changed behind the ledger's back is an alert and no publication.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminProofPage, ProofMine, ProofPublication } from '../../contract/proof';
import { checkProof } from '../../contract/proof-rules';
import type { BalanceRow } from '../../contract/wallet';
import { type App, buildApp } from '../../server/app';
import { OffsetClock } from '../../server/core/clock';
import { loadConfig } from '../../server/core/config';
import { rebuildBalances } from '../../server/ledger/rebuild';
import {
  ApiClient,
  advanceClock,
  DB_TARGETS,
  serverNow,
  signIn,
  signInOperator,
  signUp,
  startInProcess,
  type User,
  until,
} from './harness';

const DAY = 86_400_000;

describe.each(DB_TARGETS)('proof of liabilities on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let env: NodeJS.ProcessEnv;
  let stop: () => Promise<void>;
  let restarted: App | null = null;

  beforeAll(async () => {
    ({ app, api, env, stop } = await startInProcess(target));
  }, 60_000);
  afterAll(async () => {
    await restarted?.http.close();
    await stop?.();
  });

  const ok = async <T>(method: 'GET' | 'POST', path: string, fields: Record<string, string> = {}, user?: User) => {
    const { body } = await api.call<T>(method, path, fields, user?.auth);
    if (body.type !== 'ok') throw new Error(`${path} refused: ${JSON.stringify(body)}`);
    return body.message;
  };
  const latest = () => ok<ProofPublication | null>('GET', 'proof/latest');
  const mine = (user: User, fields: Record<string, string> = {}) => ok<ProofMine>('GET', 'proof/mine', fields, user);
  const idOf = async (user: User) => (await ok<{ id: string }>('GET', 'user/info', {}, user)).id;
  const publications = () => app.db.selectFrom('proof_publication').selectAll().orderBy('id').execute();

  /** What the user holds per currency over every account (available + frozen), as the wallet says. */
  async function holdings(user: User) {
    const rows = await ok<BalanceRow[]>('POST', 'wallet/list', {}, user);
    const sums = new Map<string, Decimal>();
    for (const r of rows)
      sums.set(r.currency, (sums.get(r.currency) ?? new Decimal(0)).plus(r.available).plus(r.frozen));
    return sums;
  }

  /** The journal's sums for user holders per currency (the ledger's own, not the balance rows). */
  async function ledgerSums() {
    const report = await rebuildBalances(app.db, app.dbKind);
    const sums = new Map<string, Decimal>();
    for (const [key, b] of report.balances) {
      const [holder = '', , currency = ''] = key.split('|');
      if (holder.startsWith('user:'))
        sums.set(currency, (sums.get(currency) ?? new Decimal(0)).plus(b.available).plus(b.frozen));
    }
    return sums;
  }

  let alice: User;
  let bob: User;
  let carol: User;

  it('publishes at the first start of a demo deployment, when none exists yet', async () => {
    const first = await until('the first publication', latest, 20_000);
    expect(first).toMatchObject({ trigger: 'start', format: 'kestrel-pol-v1' });
    expect(first.root).toMatch(/^[0-9a-f]{64}$/);
    // Kestrel's own accounts are listed apart, never in the tree.
    for (const s of first.system) expect(s.holder).toMatch(/^system:/);
  });

  it("gives every user a path that checks out against the published root, whose totals are the journal's", async () => {
    alice = await signUp(api);
    bob = await signUp(api);
    carol = await signUp(api);
    await ok('POST', 'demo/faucet', { currency: 'USDT', amount: '1000' }, alice);
    await ok('POST', 'demo/faucet', { currency: 'BTC', amount: '0.5', account: '4' }, alice);
    await ok('POST', 'wallet/change', { currency_id: 'USDT', number: '123.45', from_field: '2', to_field: '3' }, alice);
    await ok('POST', 'demo/faucet', { currency: 'ETH', amount: '10' }, bob);
    await ok('POST', 'demo/faucet', { currency: 'USDT', amount: '500' }, bob);
    // Frozen funds count: an amount locked in lock mining.
    await ok('POST', 'lh/deposit', { config_id: '1', amount: '200' }, bob);

    const published = await ok<{ id: string; status: string }>('POST', 'dev/proof');
    expect(published.status).toBe('published');
    const pub = (await latest()) as ProofPublication;
    expect(pub).toMatchObject({ id: published.id, trigger: 'dev' });
    expect(pub.currencies).toEqual([...pub.currencies].sort());

    for (const user of [alice, bob]) {
      const proof = await mine(user);
      expect(proof.publication?.root).toBe(pub.root);
      const leaf = proof.leaf;
      if (!leaf || !proof.publication) throw new Error('no leaf');
      const userId = await idOf(user);
      const check = await checkProof({ userId, published: proof.publication, leaf, path: proof.path });
      expect(check).toEqual({ ok: true, root: pub.root });
      // The leaf holds what the wallet shows, over every account.
      const held = await holdings(user);
      pub.currencies.forEach((c, i) => {
        expect(new Decimal(leaf.balances[i] ?? 'NaN').eq(held.get(c) ?? 0), c).toBe(true);
      });
    }
    const bobLeaf = (await mine(bob)).leaf;
    expect(bobLeaf?.balances[pub.currencies.indexOf('USDT')]).toBe('500');
    // Someone who holds nothing is in no tree.
    expect(await mine(carol)).toMatchObject({ publication: { id: pub.id }, leaf: null, path: [] });

    const ledger = await ledgerSums();
    pub.currencies.forEach((c, i) => {
      expect(new Decimal(pub.totals[i] ?? 'NaN').eq(ledger.get(c) ?? 0), c).toBe(true);
    });
    for (const [c, sum] of ledger) if (!sum.isZero()) expect(pub.currencies).toContain(c);
    expect(pub.leaf_count).toBeGreaterThanOrEqual(2);
  });

  it("never serves another user's leaf, and the salt differs from user to user and day to day", async () => {
    const bobId = await idOf(bob);
    const asked = await mine(alice, { user_id: bobId, id: bobId });
    expect(asked.leaf?.user_id).toBe(await idOf(alice));
    expect(asked.leaf?.salt).not.toBe((await mine(bob)).leaf?.salt);
    const { body } = await api.call('GET', 'proof/mine', { user_id: bobId });
    expect(body.type).toBe(999);
    const before = (await mine(alice)).leaf?.salt;
    await ok('POST', 'dev/proof');
    expect((await mine(alice)).leaf?.salt).not.toBe(before);
  });

  it('publishes each day once with the daily job, across a restart, and only the latest of the days missed', async () => {
    const before = (await publications()).length;
    await advanceClock(api, DAY);
    await app.services.jobs.run('proof.daily');
    await app.services.jobs.run('proof.daily');
    const daily = (await publications()).filter((p) => p.trigger === 'daily');
    expect(daily).toHaveLength(1);
    expect((await publications()).length).toBe(before + 1);
    const day = Math.floor((await serverNow(api)) / DAY) - 1;
    expect(Number(daily[0]?.period)).toBe(day);

    // A restart at the same time publishes nothing again, neither the day nor the first one.
    const at = await serverNow(api);
    await app.http.close();
    const clock = new OffsetClock();
    clock.advance(at - Date.now());
    app = await buildApp({ config: loadConfig({ ...env }), clock });
    restarted = app;
    api = new ApiClient(await app.http.listen({ port: 0, host: '127.0.0.1' }));
    await app.services.jobs.run('proof.start');
    await app.services.jobs.run('proof.daily');
    expect((await publications()).length).toBe(before + 1);

    // Three days later: the two days before the last are claimed without a publication.
    await advanceClock(api, 3 * DAY);
    await app.services.jobs.run('proof.daily');
    const after = await publications();
    expect(after.length).toBe(before + 2);
    expect(Number(after.at(-1)?.period)).toBe(day + 3);
    const runs = await app.db.selectFrom('job_run').select('period').where('job', '=', 'proof.daily').execute();
    expect(runs.map((r) => Number(r.period))).toEqual(expect.arrayContaining([day + 1, day + 2, day + 3]));
    // The latest publication still proves the users' balances.
    alice = await signIn(api, alice);
    const proof = await mine(alice);
    if (!proof.leaf || !proof.publication) throw new Error('no leaf');
    expect(
      await checkProof({ userId: await idOf(alice), published: proof.publication, leaf: proof.leaf, path: proof.path }),
    ).toMatchObject({ ok: true });
  }, 60_000);

  it('reports a balance row changed behind the ledger as a mismatch, and publishes nothing', async () => {
    const holder = `user:${await idOf(alice)}`;
    const where = { holder, account: 2, currency: 'USDT' };
    const row = await app.db
      .selectFrom('balance')
      .selectAll()
      .where('holder', '=', where.holder)
      .where('account', '=', where.account)
      .where('currency', '=', where.currency)
      .executeTakeFirstOrThrow();
    const tampered = new Decimal(row.available).plus('0.00000001').toFixed();
    const set = (available: string) =>
      app.db
        .updateTable('balance')
        .set({ available })
        .where('holder', '=', where.holder)
        .where('account', '=', where.account)
        .where('currency', '=', where.currency)
        .execute();
    await set(tampered);
    const published = await latest();
    const logged = vi.spyOn(app.http.log, 'error');
    try {
      await advanceClock(api, DAY);
      await app.services.jobs.run('proof.daily');
    } finally {
      await set(row.available);
    }
    const last = (await publications()).at(-1);
    expect(last).toMatchObject({ trigger: 'daily', status: 'mismatch', root: null });
    expect(JSON.parse(last?.differences ?? '[]')).toEqual([
      expect.objectContaining({ currency: 'USDT', tree: expect.any(String), ledger: expect.any(String) }),
    ]);
    const [difference] = JSON.parse(last?.differences ?? '[]') as { tree: string; ledger: string }[];
    expect(new Decimal(difference?.tree ?? 0).minus(difference?.ledger ?? 0).toFixed()).toBe('0.00000001');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ differences: expect.any(Array) }),
      expect.any(String),
    );
    logged.mockRestore();
    // Readers still see the last publication, and the operators see the alert.
    expect((await latest())?.id).toBe(published?.id);
    const operator = await signInOperator(app, api, 'reviewer');
    const { body } = await api.call<AdminProofPage>('GET', 'admin/proof/publications', { limit: '5' }, operator);
    expect(body.type).toBe('ok');
    expect(body.message.list[0]).toMatchObject({ status: 'mismatch', root: null, trigger: 'daily' });
    expect(body.message.list[1]).toMatchObject({ status: 'published' });
    expect(body.message.total).toBe((await publications()).length);
    // A customer's session is no operator's.
    alice = await signIn(api, alice);
    expect((await api.call('GET', 'admin/proof/publications', {}, alice.auth)).body.type).toBe(999);
  });
});
