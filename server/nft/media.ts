// An artwork's media uploaded by an operator (issue 17): one file (field `file`) whose kind is
// decided by its bytes, never by its name or declared type. Pictures and GIFs are decoded and
// encoded again like every image upload (no metadata, nothing appended); sound and video cannot be,
// so only the formats phones play are taken (MP3, WAV, Ogg, M4A; MP4, WebM), each within its size
// bound, and served from the public tree with the type of their bytes under nosniff and the upload
// policy. The operator says which kind they meant: a file that is not that kind is refused (spec §8
// "audio file error" for sound).
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { NftMediaType } from '../../contract/nft';
import { Refusal } from '../core/errors';
import { messages } from '../core/messages';
import { reencode } from '../upload/image';
import { nftMessages } from './messages';

export type MediaKind = 'image' | 'audio' | 'video';

const MB = 1024 * 1024;
/** The most each kind may weigh (pictures: the server's upload limit). */
export const mediaLimits = (imageBytes: number): Record<MediaKind, number> => ({
  image: imageBytes,
  audio: 20 * MB,
  video: 50 * MB,
});

const KINDS: Record<string, { kind: MediaKind; type: NftMediaType }> = {
  'image/png': { kind: 'image', type: 1 },
  'image/jpeg': { kind: 'image', type: 1 },
  'image/webp': { kind: 'image', type: 1 },
  'image/gif': { kind: 'image', type: 2 },
  'audio/mpeg': { kind: 'audio', type: 3 },
  'audio/wav': { kind: 'audio', type: 3 },
  'audio/ogg': { kind: 'audio', type: 3 },
  'audio/x-m4a': { kind: 'audio', type: 3 },
  'video/mp4': { kind: 'video', type: 4 },
  'video/webm': { kind: 'video', type: 4 },
};

/** The MIME type a stored media file is served with, from the extension its bytes gave it. */
export const MIME_OF_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** What is wrong with a file the operator meant as `kind`, or its type (pure, for the tests too). */
export function mediaOf(mime: string | undefined, kind: MediaKind) {
  const found = mime ? KINDS[mime] : undefined;
  if (found?.kind === kind) return found;
  return kind === 'audio'
    ? nftMessages.audioError
    : kind === 'video'
      ? nftMessages.videoError
      : messages.uploadNotImage;
}

export async function readMedia(req: FastifyRequest, kind: MediaKind, limits: Record<MediaKind, number>) {
  if (!req.isMultipart()) throw new Refusal(messages.uploadMissingFile);
  let bytes: Buffer;
  try {
    const part = await req.file();
    if (part?.fieldname !== 'file') throw new Refusal(messages.uploadMissingFile);
    bytes = await part.toBuffer();
  } catch (err) {
    if (err instanceof Refusal) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new Refusal(messages.uploadTooLarge, { max: Math.floor(limits[kind] / MB) });
    throw Object.assign(new Error('malformed multipart body'), { statusCode: 400 });
  }
  if (bytes.length === 0) throw new Refusal(messages.uploadMissingFile);
  if (bytes.length > limits[kind]) throw new Refusal(messages.uploadTooLarge, { max: Math.floor(limits[kind] / MB) });
  const detected = await fileTypeFromBuffer(bytes);
  const media = mediaOf(detected?.mime, kind);
  if (!('type' in media)) throw new Refusal(media);
  const ext = (detected as { ext: string }).ext;
  if (kind !== 'image') return { bytes, ext, type: media.type };
  try {
    return { bytes: await reencode(bytes, (detected as { mime: string }).mime), ext, type: media.type };
  } catch {
    throw new Refusal(messages.uploadNotImage);
  }
}
