// A withdrawal address's QR code, made on the device from the address itself (issue 20): nobody has
// to photograph their own wallet, and the picture cannot show a different address than the one
// typed. The same PNG is what the server keeps as the address's `qrcode` (spec §3).
import QRCode from 'qrcode';

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 360 } as const;

/** The QR code of `address` as a PNG data URL (for showing it). */
export const addressQrUrl = (address: string): Promise<string> => QRCode.toDataURL(address, OPTIONS);

/** The QR code of `address` as a PNG file (for uploading it). */
export async function addressQrPng(address: string): Promise<Blob> {
  // Decoded here rather than fetched: the page's connect-src does not (and need not) allow data: URLs.
  const base64 = (await addressQrUrl(address)).split(',')[1] ?? '';
  return new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' });
}
