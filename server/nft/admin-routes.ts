// The marketplace under /api/admin/nft: sales reviewed by customer service (permission 'support',
// spec §6), artworks listed by administrators ('products.write'). The operator guard of
// server/admin/routes.ts applies; every change is audited by ./admin.ts.
import type { FastifyInstance } from 'fastify';
import { adminListRequest, adminOrderListRequest, adminReviewRequest } from '../../contract/nft';
import type { Operator } from '../admin/operators';
import { parseFields } from '../core/protocol';
import type { NftAdmin } from './admin';

export async function nftAdminRoutes(app: FastifyInstance, { nftAdmin }: { nftAdmin: NftAdmin }) {
  const actor = (req: { operator: Operator | null; ip: string }) => ({
    operator: req.operator as Operator,
    ip: req.ip,
  });

  app.get('/nft/orders', { config: { operator: 'support' } }, async (req) => {
    const f = parseFields(req, adminOrderListRequest);
    return nftAdmin.orders(f.state, f.page, f.limit);
  });
  app.post('/nft/orders/review', { config: { operator: 'support' } }, async (req) => {
    const f = parseFields(req, adminReviewRequest);
    await nftAdmin.review(actor(req), f.id, f.approve, f.reason);
  });
  app.post('/nft/listings', { config: { operator: 'products.write' } }, async (req) =>
    nftAdmin.list(actor(req), parseFields(req, adminListRequest)),
  );
}
