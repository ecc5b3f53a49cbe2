// The demo catalogue's media, made on the server at start (issue 17): abstract pictures drawn as SVG
// and encoded by sharp (PNG, and animated GIF for the GIF works), and short tunes synthesized as WAV
// for the audio works. Made once into the upload folder; nothing is downloaded.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const SIZE = 480;

/** A seeded picture: rings and a disc on a gradient, in the work's hues (frame shifts them for GIFs). */
function art(seed: number, frame = 0): Buffer {
  const hue = (seed * 47 + frame * 24) % 360;
  const rings = Array.from({ length: 6 }, (_, i) => {
    const r = 40 + i * 34 + ((seed * (i + 3)) % 17);
    const x = 160 + ((seed * (i + 1) * 37) % 160);
    const y = 170 + ((seed * (i + 2) * 53) % 140);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="hsl(${(hue + i * 25) % 360},80%,${60 - i * 4}%)" stroke-width="${6 + (i % 3) * 4}" opacity="0.75"/>`;
  }).join('');
  const cx = 240 + Math.round(80 * Math.cos((frame * Math.PI) / 3));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,18%)"/><stop offset="1" stop-color="hsl(${(hue + 140) % 360},70%,38%)"/></linearGradient></defs>` +
      `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>${rings}` +
      `<circle cx="${cx}" cy="240" r="56" fill="hsl(${(hue + 200) % 360},90%,70%)" opacity="0.9"/>` +
      `<text x="24" y="${SIZE - 24}" font-family="sans-serif" font-size="22" fill="#fff" opacity="0.8">DEMO</text></svg>`,
  );
}

/** A short tune (three seconds, 16-bit mono at 8 kHz) from the work's seed. */
export function tune(seed: number): Buffer {
  const rate = 8000;
  const notes = [0, 4, 7, 12, 7, 4].map((n, i) => 220 * 2 ** ((n + (seed % 5) + (i % 2)) / 12));
  const per = Math.floor((rate * 3) / notes.length);
  const samples = new Int16Array(per * notes.length);
  notes.forEach((f, n) => {
    for (let i = 0; i < per; i++) {
      const envelope = Math.min(1, i / 200) * Math.exp((-3 * i) / per);
      samples[n * per + i] = Math.round(12000 * envelope * Math.sin((2 * Math.PI * f * i) / rate));
    }
  });
  const data = Buffer.from(samples.buffer);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** Writes `/upload/nft-demo/…` files named by the demo catalogue's rows, where missing. */
export async function writeDemoMedia(
  uploadDir: string,
  works: { code: string; media: string; cover: string; media_type: number }[],
  avatars: string[],
) {
  const dir = path.join(uploadDir, 'nft-demo');
  mkdirSync(dir, { recursive: true });
  const file = (url: string) => path.join(uploadDir, url.replace(/^\/upload\//, ''));
  const todo: [string, () => Promise<Buffer>][] = [];
  for (const [i, w] of works.entries()) {
    const seed = i + 3;
    if (w.media_type === 3) todo.push([w.media, async () => tune(seed)]);
    if (w.media_type === 2)
      todo.push([
        w.media,
        async () => {
          const frames = await Promise.all([0, 1, 2, 3, 4, 5].map((f) => sharp(art(seed, f)).png().toBuffer()));
          return sharp(frames, { join: { animated: true } })
            .gif({ delay: 250, loop: 0 })
            .toBuffer();
        },
      ]);
    if (w.media_type === 1 || w.cover !== w.media) todo.push([w.cover, () => sharp(art(seed)).png().toBuffer()]);
  }
  for (const [i, a] of avatars.entries())
    todo.push([
      a,
      () =>
        sharp(art(100 + i * 7))
          .resize(160, 160)
          .png()
          .toBuffer(),
    ]);
  for (const [url, make] of todo) if (!existsSync(file(url))) writeFileSync(file(url), await make());
}
