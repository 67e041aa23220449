// Renders the PNG icons of the web manifest from public/icon.svg with the same headless
// Chromium the e2e journeys use (no image tool needed). Run after editing icon.svg:
//   node tools/render_icons.mjs
// The PNGs are committed; the build does not run this.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pub = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = fs.readFileSync(path.join(pub, 'icon.svg')).toString('base64');
const BLUE = '#1b2a6b';
// "maskable" icons may be cropped to a circle of 80 % of their size: full-bleed background,
// artwork shrunk into the safe zone.
const targets = [
  { file: 'icon-192.png', size: 192, scale: 1, bg: 'transparent' },
  { file: 'icon-512.png', size: 512, scale: 1, bg: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.82, bg: BLUE },
];

const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const { file, size, scale, bg } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * scale);
    await page.setContent(`<body style="margin:0;width:${size}px;height:${size}px;background:${bg};
      display:grid;place-items:center"><img width="${inner}" height="${inner}"
      src="data:image/svg+xml;base64,${svg}"></body>`);
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(pub, file), omitBackground: bg === 'transparent' });
    await page.close();
    console.log(`wrote public/${file}`);
  }
} finally {
  await browser.close();
}
