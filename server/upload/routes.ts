// POST /api/upload (signed-in users): one image in the multipart field `file`. The type is decided
// by the bytes, never by the name or the declared type. The file is stored privately; the reply
// is a signed URL the client can show and then hand to the call that uses the image.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../core/protocol';
import type { Files } from '../files/service';
import { imageLimits, readImage } from './image';

export async function uploadRoutes(app: FastifyInstance, { files, maxBytes }: { files: Files; maxBytes: number }) {
  await app.register(multipart, imageLimits(maxBytes));

  app.post('/upload', { config: { guard: 'session' } }, async (req) => {
    const { userId } = sessionOf(req);
    const { bytes, mime, ext } = await readImage(req, maxBytes);
    return files.url(await files.save(userId, bytes, mime, ext));
  });
}
