import { createHash } from 'node:crypto';

const PALETTE = ['#9a3412', '#1d4ed8', '#047857', '#7c3aed', '#b45309', '#be123c', '#0f766e', '#4338ca'];

/** SVG to JPEG; sharp is loaded only when demo pictures are drawn. */
async function toJpeg(svg: string, quality: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer();
}

/** A portrait silhouette on a colour picked from the name: demo photos without shipping any image files. */
export async function drawAvatar(name: string): Promise<string> {
  const hash = createHash('sha256').update(name).digest();
  const background = PALETTE[hash[0]! % PALETTE.length]!;
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524'][hash[1]! % 4]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <rect width="512" height="512" fill="${background}"/>
    <circle cx="256" cy="206" r="96" fill="${skin}"/>
    <path d="M96 512 C 110 370, 180 320, 256 320 C 332 320, 402 370, 416 512 Z" fill="${skin}" opacity="0.9"/>
  </svg>`;
  const bytes = await toJpeg(svg, 80);
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

/** A 16:9 banner of simple shapes for a demo listing. */
export async function drawBanner(title: string): Promise<string> {
  const hash = createHash('sha256').update(title).digest();
  const [a, b] = [PALETTE[hash[0]! % PALETTE.length]!, PALETTE[(hash[0]! + 3) % PALETTE.length]!];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <rect width="1280" height="720" fill="${a}"/>
    <circle cx="${200 + (hash[2]! % 800)}" cy="360" r="${180 + (hash[3]! % 120)}" fill="${b}" opacity="0.8"/>
    <rect x="${hash[4]! % 600}" y="460" width="700" height="140" rx="40" fill="#ffffff" opacity="0.25"/>
  </svg>`;
  const bytes = await toJpeg(svg, 78);
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}
