import { ERROR_TYPES } from '@sangam/shared/error-types';
import { UPLOAD_MESSAGES } from '@sangam/shared/upload-messages';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { ImageError, decodeImageDataUrl, reencodeImage, sniffImage, sniffPdf } from '../../lib/images.ts';
import { refuseOverQuota, refuseThrottled } from './upload-quota.ts';

export type MediaKind = 'image' | 'pdf';

/** How a route takes one file field: what kind of file, how large, how many, and the spec's words for each refusal. */
export type UploadFieldSpec = {
  /** `image`: jpeg, png, webp or gif, re-encoded to JPEG; `pdf`: checked by its first bytes and kept as sent. */
  kind: MediaKind | readonly MediaKind[];
  /** Largest file accepted, in bytes, checked while reading. */
  maxBytes: number;
  /** Most files the field takes (default 1). */
  maxCount?: number;
  /** Box the stored image is scaled down into (default 1600 x 1600). */
  box?: { width: number; height: number };
  messages: { tooLarge: string; wrongType: string; tooMany?: string /* else UPLOAD_MESSAGES.tooManyFiles */ };
};

export type UploadSpec = Record<string, UploadFieldSpec>;

/** A checked file, not stored yet: `id` is its media id once `replaceMedia` stores it. */
export type UploadedFile = {
  id: string;
  field: string;
  kind: MediaKind;
  contentType: 'image/jpeg' | 'application/pdf';
  bytes: Buffer;
  byteSize: number;
  /** 0 for PDFs. */
  width: number;
  height: number;
  /** The sender's file name, cleaned (PDFs only): a label to show, never the name a download gets. */
  filename: string | null;
};

export type Upload<S extends UploadSpec> = {
  /** Text fields; a name sent more than once gives an array. */
  fields: Record<string, string | string[]>;
  /** Checked files per declared field (an empty array when none was sent). */
  files: { [K in keyof S]: UploadedFile[] };
};

export const DEFAULT_BOX = { width: 1600, height: 1600 };

const kindsOf = (spec: UploadFieldSpec): readonly MediaKind[] =>
  typeof spec.kind === 'string' ? [spec.kind] : spec.kind;

export const tooLarge = (field: string, message: string) =>
  new HttpError(413, message, ERROR_TYPES.tooLarge, { [field]: message });

export const wrongType = (field: string, message: string) =>
  badRequest(message, { [field]: message }, ERROR_TYPES.unsupportedFile);

export function acceptedKind(head: Buffer, spec: UploadFieldSpec, field: string): MediaKind {
  const kind: MediaKind | null = sniffPdf(head) ? 'pdf' : sniffImage(head) ? 'image' : null;
  if (!kind || !kindsOf(spec).includes(kind)) throw wrongType(field, spec.messages.wrongType);
  return kind;
}

export function pdfFile(field: string, bytes: Buffer, filename: string): UploadedFile {
  return {
    id: newId(),
    field,
    kind: 'pdf',
    contentType: 'application/pdf',
    bytes,
    byteSize: bytes.length,
    width: 0,
    height: 0,
    filename: cleanFilename(filename, 'document.pdf'),
  };
}

/**
 * Re-encodes image bytes into a checked file (400 naming the field for anything that is not a readable jpeg, png,
 * webp or gif, or has too many pixels). No throttle or quota: for the pipeline above and for the demo seed.
 */
export async function checkImageBytes(
  input: Buffer,
  {
    field,
    box,
    wrongType: wrongTypeMessage,
  }: { field: string; box: { width: number; height: number }; wrongType: string },
): Promise<UploadedFile> {
  try {
    const image = await reencodeImage(input, box);
    return { id: newId(), field, kind: 'image', ...image, byteSize: image.bytes.length, filename: null };
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    throw error.reason === 'pixels'
      ? badRequest(
          UPLOAD_MESSAGES.tooManyPixels,
          { [field]: UPLOAD_MESSAGES.tooManyPixels },
          ERROR_TYPES.unsupportedFile,
        )
      : wrongType(field, wrongTypeMessage);
  }
}

/** The base name without control characters or path parts, at most 120 characters. */
function cleanFilename(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return base.slice(-120) || fallback;
}

/** How an image arrives inside a JSON body (profile photos, listing images: the spec's data URLs). */
export type DataUrlImageSpec = {
  field: string;
  /** The spec's limit on the data URL's length (413 above it). */
  maxChars: number;
  box: { width: number; height: number };
  messages: { tooLarge: string; wrongType: string };
};

/**
 * The same checks as a multipart image for an image sent as a `data:image/...;base64,` URL: size, bytes,
 * re-encoding, throttle and quota. `undefined` (field absent) and `null` (remove the image) pass through.
 */
export async function checkImageDataUrl(
  request: FastifyRequest,
  spec: DataUrlImageSpec,
  dataUrl: string | null | undefined,
): Promise<UploadedFile | null | undefined> {
  if (typeof dataUrl !== 'string') return dataUrl;
  if (dataUrl.length > spec.maxChars) throw tooLarge(spec.field, spec.messages.tooLarge);
  await refuseThrottled(request, spec.field, 1);
  let bytes: Buffer;
  try {
    bytes = decodeImageDataUrl(dataUrl);
  } catch {
    throw wrongType(spec.field, spec.messages.wrongType);
  }
  const file = await checkImageBytes(bytes, { field: spec.field, box: spec.box, wrongType: spec.messages.wrongType });
  await refuseOverQuota(request, [file]);
  return file;
}
