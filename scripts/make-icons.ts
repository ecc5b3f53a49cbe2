// Renders public/icons/icon.svg into the PNG icons the manifest and iOS need, with Debian's
// Chromium: `npx tsx scripts/make-icons.ts`. Maskable icons keep the mark inside the 80 % safe zone.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync('public/icons/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();

async function render(file: string, size: number, maskable: boolean) {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable ? size * 0.8 : size;
  await page.setContent(
    `<body style="margin:0;background:${maskable ? '#0f1318' : 'transparent'};display:grid;place-items:center;width:${size}px;height:${size}px">
       <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: !maskable });
}

await render('icon-192.png', 192, false);
await render('icon-512.png', 512, false);
await render('maskable-192.png', 192, true);
await render('maskable-512.png', 512, true);
await render('apple-touch-icon.png', 180, true);
await browser.close();
