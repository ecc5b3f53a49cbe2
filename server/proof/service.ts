// Reading the proof of liabilities (issue 41, ADR 27; README "Proof of liabilities"): the latest
// publication for anyone, the signed-in user's own leaf and path in it (never another user's: the
// user is the session's), and every publication and refused day for the back office.
import type {
  AdminProofPage,
  AdminProofPublication,
  ProofMine,
  ProofPathStep,
  ProofPublication,
} from '../../contract/proof';
import { levelSizes, PROOF_FORMAT, pathPlaces } from '../../contract/proof-rules';
import type { Db } from '../core/db';
import { saltOf } from './salt';
import type { ProofPublicationTable } from './tables';

const json = <T>(text: string) => JSON.parse(text) as T;

function publicView(r: ProofPublicationTable): ProofPublication {
  return {
    id: r.id,
    trigger: r.trigger,
    as_of: Number(r.as_of),
    root: r.root ?? '',
    leaf_count: Number(r.leaf_count),
    currencies: json(r.currencies),
    totals: json(r.totals),
    system: json(r.system),
    format: PROOF_FORMAT,
  };
}

/** How often a reader's path is read again when a newer tree replaced the one it began with. */
const ATTEMPTS = 3;

export function makeProof(db: Db) {
  const latestRow = () =>
    db
      .selectFrom('proof_publication')
      .selectAll()
      .where('status', '=', 'published')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();

  async function latest(): Promise<ProofPublication | null> {
    const r = await latestRow();
    return r ? publicView(r) : null;
  }

  async function mine(userId: string): Promise<ProofMine> {
    for (let attempt = 1; ; attempt++) {
      const r = await latestRow();
      if (!r) return { publication: null, leaf: null, path: [] };
      const found = await pathIn(r, userId);
      // A newer tree drops this one's nodes: when it came meanwhile, read again from it.
      if (found || attempt >= ATTEMPTS || (await latestRow())?.id === r.id)
        return { publication: publicView(r), leaf: found?.leaf ?? null, path: found?.path ?? [] };
    }
  }

  async function pathIn(r: ProofPublicationTable, userId: string) {
    const leaf = await db
      .selectFrom('proof_node')
      .selectAll()
      .where('publication_id', '=', r.id)
      .where('user_id', '=', userId)
      .where('level', '=', 0)
      .executeTakeFirst();
    const secret = await db.selectFrom('proof_salt').select('secret').where('user_id', '=', userId).executeTakeFirst();
    if (!leaf || !secret) return null;
    const places = pathPlaces(levelSizes(Number(r.leaf_count)), Number(leaf.idx));
    const nodes = places.length
      ? await db
          .selectFrom('proof_node')
          .select(['level', 'idx', 'hash', 'sums'])
          .where('publication_id', '=', r.id)
          .where((eb) => eb.or(places.map((p) => eb.and([eb('level', '=', p.level), eb('idx', '=', p.index)]))))
          .execute()
      : [];
    const at = new Map(nodes.map((n) => [`${n.level}:${n.idx}`, n]));
    const path: ProofPathStep[] = [];
    for (const p of places) {
      const n = at.get(`${p.level}:${p.index}`);
      if (!n) return null;
      path.push({ side: p.side, hash: n.hash, sums: json(n.sums) });
    }
    return {
      leaf: {
        user_id: userId,
        salt: saltOf(secret.secret, r.id),
        balances: json<string[]>(leaf.sums),
        hash: leaf.hash,
      },
      path,
    };
  }

  async function publications(page: number, limit: number): Promise<AdminProofPage> {
    const rows = await db
      .selectFrom('proof_publication')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    const count = await db
      .selectFrom('proof_publication')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const list: AdminProofPublication[] = rows.map((r) => ({
      ...publicView(r),
      root: r.root,
      status: r.status,
      ledger_totals: json(r.ledger_totals),
      differences: json(r.differences),
      faults: json(r.faults),
      created_at: Number(r.created_at),
    }));
    return { list, total: Number(count?.n ?? 0), page, limit };
  }

  return { latest, mine, publications };
}

export type Proof = ReturnType<typeof makeProof>;
