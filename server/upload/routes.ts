// POST /api/upload (signed-in users): one image in the multipart field `file`. The type is decided
// by the bytes, never by the name or the declared type, and the image is encoded again. The file
// is stored privately; the reply is a signed URL the client can show and then hand to the call
// that uses the image. Per user: 20 uploads a minute (counted before the body is read) and a
// quota of stored bytes (judged with the file's row, in one step under the user's lock).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../core/errors';
import { messages } from '../core/messages';
import { sessionOf } from '../core/protocol';
import { MINUTE, type RateLimiter } from '../core/rateLimit';
import type { Files } from '../files/service';
import { imageLimits, readImage } from './image';

const PER_MINUTE = { windowMs: MINUTE, max: 20 };

type Deps = { files: Files; limiter: RateLimiter; maxBytes: number; quotaBytes: number };

export async function uploadRoutes(app: FastifyInstance, { files, limiter, maxBytes, quotaBytes }: Deps) {
  await app.register(multipart, imageLimits(maxBytes));

  app.post('/upload', { config: { guard: 'session' } }, async (req) => {
    const { userId } = sessionOf(req);
    if (!(await limiter.hit(`upload:${userId}`, PER_MINUTE)).allowed) throw new Refusal(messages.uploadTooMany);
    const { bytes, mime, ext } = await readImage(req, maxBytes);
    const id = await files.save(userId, bytes, mime, ext, quotaBytes);
    if (!id) throw new Refusal(messages.uploadQuota, { max: Math.floor(quotaBytes / 1024 / 1024) });
    return files.url(id);
  });
}
