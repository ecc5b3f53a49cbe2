// POST /api/upload: one image in the multipart field `file`. The type is decided by the bytes,
// never by the name or the declared type; the stored name is random so paths cannot be guessed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Clock } from '../core/clock';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import { messages } from '../core/messages';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

type Deps = { uploadDir: string; maxBytes: number; clock: Clock; ids: Ids };

export async function uploadRoutes(app: FastifyInstance, { uploadDir, maxBytes, clock, ids }: Deps) {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 21 } });

  app.post('/upload', async (req) => {
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

    const month = new Date(clock.now()).toISOString().slice(0, 7);
    const name = `${ids.id()}.${type.ext}`;
    await mkdir(path.join(uploadDir, month), { recursive: true });
    await writeFile(path.join(uploadDir, month, name), bytes, { flag: 'wx', mode: 0o640 });
    return `/upload/${month}/${name}`;
  });
}
