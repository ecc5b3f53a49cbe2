// Uploads a photo for the verification and wallet screens (spec §9: one image, original or
// compressed). A phone camera's picture can be larger than the server accepts (5 MiB), so a large
// one is scaled down to a JPEG first; small ones go as they are.
import { upload } from '../../api/common';

/** Larger files are re-encoded before upload. */
const SHRINK_ABOVE_BYTES = 4 * 1024 * 1024;
/** Longest side after shrinking: documents and QR codes stay sharp. */
const MAX_SIDE_PX = 2560;
const JPEG_QUALITY = 0.85;

async function shrink(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    // Not decodable here (e.g. an unusual format): let the server judge the original.
    return file;
  }
}

/** The picture as it is uploaded (or kept in the upload queue): a large one scaled down. */
export async function preparePhoto(file: File): Promise<Blob> {
  return file.size > SHRINK_ABOVE_BYTES ? shrink(file) : file;
}

/** → the signed URL the server answered: shows the picture and goes back in *_pic / qrcode fields. */
export async function uploadPhoto(file: File, onProgress?: (sent: number) => void): Promise<string> {
  return upload(await preparePhoto(file), { onProgress });
}
