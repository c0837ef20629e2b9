import { createHash } from 'node:crypto';
import sharp from 'sharp';

const PALETTE = ['#9a3412', '#1d4ed8', '#047857', '#7c3aed', '#b45309', '#be123c', '#0f766e', '#4338ca'];

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
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}
