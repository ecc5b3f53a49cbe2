// Making a publication of the proof of liabilities (issue 41, ADR 27): the ledger's holdings read
// in one snapshot, the users' balances put in a Merkle sum tree (contract/proof-rules.ts), its
// totals compared with the journal's own sums for user holders, then — in one transaction, with the
// job's claim — the publication and the tree's nodes written, and the previous tree's nodes
// dropped (publications themselves are kept). When the totals differ, or a balance cannot go in a
// tree, nothing is published: a `mismatch` record names the differences for the operators, and
// the error is logged.
import { createHash } from 'node:crypto';
import type { ProofTrigger } from '../../contract/proof';
import { buildSumTree, type SumTree, unitsText } from '../../contract/proof-rules';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import type { Ids } from '../core/ids';
import { readHoldings } from '../ledger/holdings';
import type { Ledger, Trx } from '../ledger/ledger';
import { assemble } from './assemble';
import { saltOf, secretsOf } from './salt';
import type { ProofNodeTable, ProofPublicationTable } from './tables';

type Log = { error: (o: object, m: string) => void; info: (o: object, m: string) => void };
type Deps = { opened: OpenedDb; ledger: Ledger; ids: Ids; clock: Clock; log: Log };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const CHUNK = 500;

export type Published = { id: string; status: ProofPublicationTable['status'] };

export function makePublisher({ opened, ledger, ids, clock, log }: Deps) {
  const { db, kind } = opened;

  /**
   * Publishes now. `claim` (a job's) is taken in the writing transaction: when it was taken
   * already nothing is written and the answer is null.
   */
  async function publish(
    trigger: ProofTrigger,
    opts: { period?: number | null; claim?: (trx: Trx) => Promise<boolean> } = {},
  ): Promise<Published | null> {
    const holdings = await readHoldings(db, kind, clock);
    const a = assemble(holdings);
    const id = ids.sortable(holdings.at);
    const ok = a.differences.length === 0 && a.faults.length === 0;
    let tree: SumTree | null = null;
    if (ok) {
      const users = [...a.users.keys()];
      const secrets = await secretsOf(db, ids, users, clock.now());
      const leaves = users.map((u) => ({
        userId: u,
        salt: saltOf(secrets.get(u) as string, id),
        sums: a.users.get(u) as bigint[],
      }));
      tree = buildSumTree(a.currencies, leaves, sha256);
    }
    const list = (xs: readonly bigint[]) => JSON.stringify(xs.map(unitsText));
    const row: ProofPublicationTable = {
      id,
      trigger,
      period: opts.period ?? null,
      status: ok ? 'published' : 'mismatch',
      as_of: holdings.at,
      root: tree?.root.hash ?? null,
      leaf_count: tree ? a.users.size : 0,
      // A mismatch reports every currency either side has; a publication's lists are the tree's.
      currencies: JSON.stringify(ok ? a.currencies : a.reported),
      totals: ok ? list(a.totals) : list(a.reported.map((c) => a.totals[a.currencies.indexOf(c)] ?? 0n)),
      ledger_totals: list(a.ledgerTotals),
      system: JSON.stringify(a.system),
      differences: JSON.stringify(a.differences),
      faults: JSON.stringify(a.faults),
      created_at: clock.now(),
    };
    const written = await ledger.write(async (trx) => {
      if (opts.claim && !(await opts.claim(trx))) return false;
      await trx.insertInto('proof_publication').values(row).execute();
      if (tree) {
        // Only the latest tree is served: the nodes of older ones go.
        await trx.deleteFrom('proof_node').where('publication_id', '<', id).execute();
        await insertNodes(trx, id, tree);
      }
      return true;
    });
    if (!written) return null;
    if (ok) log.info({ publication: id, leaves: row.leaf_count, root: row.root }, 'proof of liabilities published');
    else
      log.error(
        { publication: id, differences: a.differences, faults: a.faults },
        'proof of liabilities: the balances do not add up to the ledger, nothing published',
      );
    return { id, status: row.status };
  }

  async function insertNodes(trx: Trx, publicationId: string, tree: SumTree) {
    const rows: ProofNodeTable[] = tree.levels.flatMap((level, l) =>
      level.map((node, idx) => ({
        publication_id: publicationId,
        level: l,
        idx,
        hash: node.hash,
        sums: JSON.stringify(node.sums.map(unitsText)),
        user_id: l === 0 ? ((node as { userId?: string }).userId ?? null) : null,
      })),
    );
    for (let i = 0; i < rows.length; i += CHUNK)
      await trx
        .insertInto('proof_node')
        .values(rows.slice(i, i + CHUNK))
        .execute();
  }

  return { publish };
}

export type Publisher = ReturnType<typeof makePublisher>;
