import sharp from 'sharp';

export class ImageError extends Error {}

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
    const { data, info } = await sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: 'image/jpeg' };
  } catch (error) {
    throw new ImageError(error instanceof Error ? error.message : 'unreadable image');
  }
}
