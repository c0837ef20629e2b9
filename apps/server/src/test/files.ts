import sharp from 'sharp';
import { crc32 } from 'node:zlib';

/** A small real JPEG with EXIF (GPS included) that the server must strip. */
export const jpegBytes = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#2b6cc0' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
    .toBuffer();

export const pngBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 4, background: '#00000000' } })
    .png()
    .toBuffer();

/** The smallest well-formed PDF. */
export const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );

export const svgBytes = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/**
 * A decompression bomb: a tiny PNG whose header claims 30,000 x 30,000 pixels (900 megapixels). Only the header is
 * real; a decoder without a pixel limit would try to allocate gigabytes.
 */
export async function pixelBombPng(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // IHDR starts at byte 8: length (4), "IHDR" (4), width (4), height (4), ...; its CRC covers type and data.
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A data URL of bytes, labelled as whatever the sender claims. */
export const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

/** A multipart form of files and text fields, as a browser would send it. */
export function form(
  parts: ({ name: string; bytes: Buffer; filename: string; type: string } | { name: string; value: string })[],
) {
  const data = new FormData();
  for (const part of parts) {
    if ('value' in part) data.append(part.name, part.value);
    else data.append(part.name, new Blob([part.bytes], { type: part.type }), part.filename);
  }
  return data;
}
