import sharp from 'sharp';

/** A small real photo as a data URL, with EXIF (GPS included) that the server must strip. */
export async function photoDataUrl(width = 640, height = 480): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#c0552b' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
    .toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}
