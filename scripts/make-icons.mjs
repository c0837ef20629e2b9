// Draws the app's icons (the web app manifest's and the iPhone's home-screen icon) from the favicon, with sharp.
// Run after changing apps/web/public/favicon.svg: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const web = path.resolve(import.meta.dirname, '../apps/web/public');
// sharp is the server's dependency: resolved from there.
const sharp = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'))('sharp');
const favicon = readFileSync(path.join(web, 'favicon.svg'), 'utf8');
// A maskable icon is cut to a circle or a squircle by the phone: full-bleed colour, the drawing in the middle 80 %.
const maskable = favicon
  .replace(/ rx="\d+"/, '')
  .replace(/(<rect[^>]*\/>)([\s\S]*)<\/svg>/, '$1<g transform="translate(6.4 6.4) scale(0.8)">$2</g></svg>');

const icons = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  // iOS rounds the corners itself and shows transparency as black: the square, full-bleed one.
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
  // Android's status bar draws the badge as a white silhouette: the drawing alone on transparency.
  { file: 'badge-96.png', svg: favicon.replace(/<rect[^>]*\/>/, ''), size: 96 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(web, 'icons', file));
}
