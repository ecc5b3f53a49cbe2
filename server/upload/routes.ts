// POST /api/upload (signed-in users): one image in the multipart field `file`. The type is decided
// by the bytes, never by the name or the declared type. The file is stored privately; the reply
// is a signed URL the client can show and then hand to the call that uses the image.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { Refusal } from '../core/errors';
import { messages } from '../core/messages';
import { sessionOf } from '../core/protocol';
import type { Files } from '../files/service';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export async function uploadRoutes(app: FastifyInstance, { files, maxBytes }: { files: Files; maxBytes: number }) {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 21 } });

  app.post('/upload', { config: { guard: 'session' } }, async (req) => {
    const { userId } = sessionOf(req);
    if (!req.isMultipart()) throw new Refusal(messages.uploadMissingFile);
    const part = await req.file();
    if (part?.fieldname !== 'file') throw new Refusal(messages.uploadMissingFile);
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new Refusal(messages.uploadTooLarge, { max: Math.floor(maxBytes / 1024 / 1024) });
      }
      throw err;
    }
    if (bytes.length === 0) throw new Refusal(messages.uploadMissingFile);
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !IMAGE_TYPES.has(type.mime)) throw new Refusal(messages.uploadNotImage);
    return files.url(await files.save(userId, bytes, type.mime, type.ext));
  });
}
