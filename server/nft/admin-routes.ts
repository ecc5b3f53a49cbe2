// The marketplace under /api/admin/nft: sales reviewed by customer service (permission 'support',
// spec §6), artists, artworks and blind box series added by administrators ('products.write'). The
// operator guard of server/admin/routes.ts applies; every change is audited by ./admin.ts.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  adminArtistRequest,
  adminArtworkRequest,
  adminBoxRequest,
  adminListRequest,
  adminMediaRequest,
  adminOrderListRequest,
  adminReviewRequest,
} from '../../contract/nft';
import type { Operator } from '../admin/operators';
import { parseFields } from '../core/protocol';
import type { Files } from '../files/service';
import type { NftAdmin } from './admin';
import { type MediaKind, mediaLimits, readMedia } from './media';

type Deps = { nftAdmin: NftAdmin; files: Files; uploadMaxBytes: number };

export async function nftAdminRoutes(app: FastifyInstance, { nftAdmin, files, uploadMaxBytes }: Deps) {
  const limits = mediaLimits(uploadMaxBytes);
  await app.register(multipart, { limits: { fileSize: limits.video, files: 1, fields: 20, parts: 21 } });
  const actor = (req: { operator: Operator | null; ip: string }) => ({
    operator: req.operator as Operator,
    ip: req.ip,
  });

  app.get('/nft/orders', { config: { operator: 'support' } }, async (req) => {
    const f = parseFields(req, adminOrderListRequest);
    return nftAdmin.orders(f.state, f.page, f.limit);
  });
  app.post('/nft/decide', { config: { operator: 'support' } }, async (req) => {
    const f = parseFields(req, adminReviewRequest);
    await nftAdmin.review(actor(req), f.id, f.approve, f.reason);
  });
  // An artwork's media, published at once under /upload/nft/ (its use is audited when an artwork is made of it).
  app.post('/nft/media', { config: { operator: 'products.write' } }, async (req) => {
    const kind = parseFields(req, adminMediaRequest).kind as MediaKind;
    const { bytes, ext, type } = await readMedia(req, kind, limits);
    return { url: await files.savePublic(bytes, ext, 'nft'), type };
  });
  app.post('/nft/artwork', { config: { operator: 'products.write' } }, async (req) =>
    nftAdmin.addArtwork(actor(req), parseFields(req, adminArtworkRequest)),
  );
  app.get('/nft/artists', { config: { operator: 'products.read' } }, async () => nftAdmin.artists());
  app.post('/nft/artist', { config: { operator: 'products.write' } }, async (req) =>
    nftAdmin.addArtist(actor(req), parseFields(req, adminArtistRequest)),
  );
  app.get('/nft/items', { config: { operator: 'products.read' } }, async () => nftAdmin.items());
  app.post('/nft/listings', { config: { operator: 'products.write' } }, async (req) =>
    nftAdmin.list(actor(req), parseFields(req, adminListRequest)),
  );
  app.post('/nft/box', { config: { operator: 'products.write' } }, async (req) =>
    nftAdmin.listBox(actor(req), parseFields(req, adminBoxRequest)),
  );
}
