import type { Db } from '../../db/dialect.ts';
import { badRequest } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { ImageError, decodeImageDataUrl, reencodeImage } from '../../lib/images.ts';
import { nowIso } from '../../lib/time.ts';
import { insertMedia } from './media.queries.ts';

/**
 * Stores an uploaded image (a data URL) as a re-encoded JPEG and answers its media id.
 * `field` names the request field in the 400 when the bytes are not an image.
 */
export async function storeImage(
  db: Db,
  input: { ownerId: string; dataUrl: string; box: { width: number; height: number }; field: string; message: string },
): Promise<string> {
  let image;
  try {
    image = await reencodeImage(decodeImageDataUrl(input.dataUrl), input.box);
  } catch (error) {
    if (error instanceof ImageError) throw badRequest(input.message, { [input.field]: input.message });
    throw error;
  }
  const id = newId();
  await insertMedia(db, { id, ownerId: input.ownerId, ...image, createdAt: nowIso() });
  return id;
}
