import { UPLOADS } from '@sangam/shared/limits';

// Photos from phone cameras are often 3-8 MB; members upload over mobile data, so the browser
// shrinks them before sending (spec: compression above 1 MB). The pure steps are exported for tests.

export const COMPRESSION = {
  aboveBytes: UPLOADS.compressAboveBytes,
  maxSidePx: UPLOADS.compressMaxSidePx,
  /** JPEG quality of the first encode of a crop that may already be small enough. */
  initialQuality: 0.92,
  startQuality: 0.7,
  qualityStep: 0.1,
  minQuality: 0.1,
  /** A whole photo (a matrimonial picture, not cropped) keeps more detail: its long side is at most this. */
  photoMaxSidePx: 1600,
  photoStartQuality: 0.85,
} as const;

/** Canvas sides above this fail on some phones; a crop of a huge photo is drawn smaller first. */
const MAX_CANVAS_SIDE = 4096;

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Scales down (never up) so that neither side exceeds `maxSide`, keeping the aspect ratio. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** 0.7, 0.6 ... 0.1: counted in tenths so floating point never skips the floor. */
export function qualityLadder(
  start: number = COMPRESSION.startQuality,
  step: number = COMPRESSION.qualityStep,
  floor: number = COMPRESSION.minQuality,
): number[] {
  const steps: number[] = [];
  const [s, d, f] = [start, step, floor].map((n) => Math.round(n * 100));
  for (let q = s!; q >= f!; q -= d!) steps.push(q / 100);
  return steps;
}

/** Encodes at each quality in turn until the result is at most `limitBytes`; the last try otherwise. */
export async function encodeUnderLimit<T extends { size: number }>(
  encode: (quality: number) => Promise<T>,
  limitBytes: number,
  ladder: number[] = qualityLadder(),
): Promise<T> {
  let result: T | undefined;
  for (const quality of ladder) {
    result = await encode(quality);
    if (result.size <= limitBytes) return result;
  }
  if (!result) throw new Error('No quality to encode with');
  return result;
}

/** Any image type the browser can decode (the server re-encodes what it receives). */
export const isImageFile = (file: Pick<File, 'type'>) => /^image\//i.test(file.type);

/** The bytes a base64 data URL stands for. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

// ---- Browser-only steps (canvas) ----

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

function drawToCanvas(source: CanvasImageSource, area: CropArea, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return canvas;
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      'image/jpeg',
      quality,
    );
  });
}

/**
 * Crops `src` to `area` (pixels of the original) and returns a JPEG data URL. A result above 1 MB is
 * scaled to at most 800 px per side and re-encoded at quality 0.7, 0.6 ... 0.1 until it is under 1 MB.
 */
export async function cropAndCompress(src: string, area: CropArea): Promise<string> {
  const image = await loadImage(src);
  const size = fitWithin(area.width, area.height, MAX_CANVAS_SIDE);
  const cropped = drawToCanvas(image, area, size.width, size.height);
  const first = await toJpeg(cropped, COMPRESSION.initialQuality);
  if (first.size <= COMPRESSION.aboveBytes) return readAsDataUrl(first);

  const small = fitWithin(cropped.width, cropped.height, COMPRESSION.maxSidePx);
  const whole = { x: 0, y: 0, width: cropped.width, height: cropped.height };
  const scaled = drawToCanvas(cropped, whole, small.width, small.height);
  const blob = await encodeUnderLimit((quality) => toJpeg(scaled, quality), COMPRESSION.aboveBytes);
  return readAsDataUrl(blob);
}

/**
 * A whole photo over 1 MB (a 10 MB camera picture) as a JPEG of at most 1600 px on its long side and under
 * 1 MB where quality allows; a smaller one, or one the browser cannot decode, as it is.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size <= COMPRESSION.aboveBytes) return file;
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const whole = { x: 0, y: 0, width: image.naturalWidth, height: image.naturalHeight };
    const size = fitWithin(whole.width, whole.height, COMPRESSION.photoMaxSidePx);
    const canvas = drawToCanvas(image, whole, size.width, size.height);
    const ladder = qualityLadder(COMPRESSION.photoStartQuality);
    const blob = await encodeUnderLimit((quality) => toJpeg(canvas, quality), COMPRESSION.aboveBytes, ladder);
    if (blob.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    URL.revokeObjectURL(url);
  }
}
