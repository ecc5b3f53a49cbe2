// Reads the one image of a multipart request (field `file`): the type is decided by the bytes,
// never by the name or the declared type. Shared by the customer's and the back office's uploads.
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { Refusal } from '../core/errors';
import { messages } from '../core/messages';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** Multipart options for a route that takes one image of at most `maxBytes`. */
export const imageLimits = (maxBytes: number) => ({ limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 21 } });

export async function readImage(
  req: FastifyRequest,
  maxBytes: number,
): Promise<{ bytes: Buffer; mime: string; ext: string }> {
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
  return { bytes, mime: type.mime, ext: type.ext };
}
