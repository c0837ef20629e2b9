import { dataUrl, jpegBytes } from './files.ts';

/** A small real photo as a data URL, with EXIF (GPS included) that the server must strip. */
export const photoDataUrl = async (width = 640, height = 480): Promise<string> =>
  dataUrl(await jpegBytes(width, height));
