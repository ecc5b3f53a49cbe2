// The back office's crypto gifts (issue 39): every gift, read only — who sent what, how far it was
// claimed and what went back. No route sends, claims, expires or changes a gift; the code is shown
// only by its first characters (enough to find the gift a customer names, not to claim it).
import type { z } from 'zod';
import type { AdminGiftPage, adminGiftListRequest } from '../../contract/gifts';
import type { Db } from '../core/db';
import { newestPage } from '../core/paging';
import { namesOf } from './store';
import { adminView } from './view';

export function makeGiftAdmin(db: Db) {
  return {
    async list(f: z.output<typeof adminGiftListRequest>): Promise<AdminGiftPage> {
      let q = db.selectFrom('gift');
      if (f.state !== 'all') q = q.where('state', '=', f.state);
      const { rows, total } = await newestPage(q, f);
      const names = await namesOf(
        db,
        rows.map((r) => r.user_id),
      );
      return {
        list: rows.map((g) => adminView(g, names.get(g.user_id ?? '') ?? '')),
        total,
        page: f.page,
        limit: f.limit,
      };
    },
  };
}

export type GiftAdmin = ReturnType<typeof makeGiftAdmin>;
