// Reads the one image of a multipart request (field `file`): the type is decided by the bytes,
// never by the name or the declared type, and the image is decoded and encoded again (sharp) so
// that what is stored and served is pixels only — no metadata (EXIF location, comments), nothing
// appended after the image's end (a polyglot file's script or archive). Shared by the customer's
// and the back office's uploads.
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { Refusal } from '../core/errors';
import { messages } from '../core/messages';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** The most pixels an upload may decode to: a 48-megapixel photo, not a decompression bomb. */
const MAX_PIXELS = 50_000_000;

/** Multipart options for a route that takes one image of at most `maxBytes`. */
export const imageLimits = (maxBytes: number) => ({ limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 21 } });

/** The image's pixels encoded again in its own format, turned upright, without any metadata. */
export async function reencode(bytes: Buffer, mime: string): Promise<Buffer> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  const image = sharp(bytes, { animated, limitInputPixels: MAX_PIXELS, failOn: 'none' }).rotate();
  switch (mime) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90 }).toBuffer();
    case 'image/png':
      return image.png().toBuffer();
    case 'image/webp':
      return image.webp({ quality: 90 }).toBuffer();
    default:
      return image.gif().toBuffer();
  }
}

export async function readImage(
  req: FastifyRequest,
  maxBytes: number,
): Promise<{ bytes: Buffer; mime: string; ext: string }> {
  if (!req.isMultipart()) throw new Refusal(messages.uploadMissingFile);
  let bytes: Buffer;
  try {
    const part = await req.file();
    if (part?.fieldname !== 'file') throw new Refusal(messages.uploadMissingFile);
    bytes = await part.toBuffer();
  } catch (err) {
    if (err instanceof Refusal) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new Refusal(messages.uploadTooLarge, { max: Math.floor(maxBytes / 1024 / 1024) });
    }
    // A body that is not the multipart it says (no boundary, cut short): a bad request, not a
    // server error (400, as the protocol answers transport faults).
    throw Object.assign(new Error('malformed multipart body'), { statusCode: 400 });
  }
  if (bytes.length === 0) throw new Refusal(messages.uploadMissingFile);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw new Refusal(messages.uploadNotImage);
  try {
    return { bytes: await reencode(bytes, type.mime), mime: type.mime, ext: type.ext };
  } catch {
    // Says it is an image but does not decode as one.
    throw new Refusal(messages.uploadNotImage);
  }
}
