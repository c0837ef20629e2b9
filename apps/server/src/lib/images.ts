/** An image sharp refused: `pixels` when it is larger than the pixel limit (a decompression bomb, say). */
export class ImageError extends Error {
  constructor(
    message: string,
    readonly reason: 'pixels' | 'unreadable' = 'unreadable',
  ) {
    super(message);
  }
}

/** The most pixels an uploaded image may have; larger ones are refused before any pixel is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The image formats accepted as input, recognised by their first bytes (never by name or type header). */
export function sniffImage(head: Buffer): 'jpeg' | 'png' | 'webp' | 'gif' | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  const gif = head.toString('latin1', 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  return null;
}

/** PDFs start with `%PDF-`. */
export const sniffPdf = (head: Buffer) => head.toString('latin1', 0, 5) === '%PDF-';

/** Bytes enough to recognise any accepted format. */
export const SNIFF_BYTES = 12;

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([a-z0-9+/=\s]+)$/i;

/** The bytes of a `data:image/...;base64,` URL, or an ImageError. */
export function decodeImageDataUrl(dataUrl: string): Buffer {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new ImageError('not an image data URL');
  return Buffer.from(match[1]!, 'base64');
}

export type EncodedImage = { bytes: Buffer; width: number; height: number; contentType: 'image/jpeg' };

/**
 * Decodes whatever the browser sent and encodes a fresh JPEG: EXIF (GPS included) is dropped because
 * sharp writes no metadata unless asked, the orientation is applied first, and decompression bombs
 * are refused by the pixel limit before any pixel is decoded.
 */
export async function reencodeImage(input: Buffer, box: { width: number; height: number }): Promise<EncodedImage> {
  try {
    if (!sniffImage(input)) throw new ImageError('not a jpeg, png, webp or gif image');
    // Loaded with the first image: sharp and libvips hold about 19 MB.
    const { default: sharp } = await import('sharp');
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: 'image/jpeg' };
  } catch (error) {
    if (error instanceof ImageError) throw error;
    const message = error instanceof Error ? error.message : 'unreadable image';
    throw new ImageError(message, /pixel limit/i.test(message) ? 'pixels' : 'unreadable');
  }
}
