import type { MultipartFile } from '@fastify/multipart';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { UPLOAD_LIMITS } from '@sangam/shared/limits';
import { UPLOAD_MESSAGES } from '@sangam/shared/upload-messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { CONTROL_CHARACTER_MESSAGE } from '@sangam/shared/error-types';
import { cleanTextInput } from '../../lib/text-input.ts';
import { ImageError, SNIFF_BYTES, decodeImageDataUrl, reencodeImage, sniffImage, sniffPdf } from '../../lib/images.ts';
import { storedBytesOf } from './media.queries.ts';

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

const DEFAULT_BOX = { width: 1600, height: 1600 };

const kindsOf = (spec: UploadFieldSpec): readonly MediaKind[] =>
  typeof spec.kind === 'string' ? [spec.kind] : spec.kind;

const tooLarge = (field: string, message: string) =>
  new HttpError(413, message, ERROR_TYPES.tooLarge, { [field]: message });
const wrongType = (field: string, message: string) =>
  badRequest(message, { [field]: message }, ERROR_TYPES.unsupportedFile);

/**
 * Reads a multipart request as it streams in: each file is checked against its field's declaration while it
 * arrives (its first bytes decide its kind; reading stops at the size limit, so a huge body never reaches
 * memory), images are re-encoded by sharp, and the uploader's throttle and storage quota are applied. Refusals
 * name the field: 413 too large, 400 wrong type or too many files or unknown file field, 429 throttled.
 */
export async function readUpload<S extends UploadSpec>(request: FastifyRequest, spec: S): Promise<Upload<S>> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart, { body: UPLOAD_MESSAGES.notMultipart });
  await refuseThrottled(request, Object.keys(spec)[0] ?? 'file', 0);

  const specs = Object.entries(spec) as [string, UploadFieldSpec][];
  const maxFiles = specs.reduce((sum, [, s]) => sum + (s.maxCount ?? 1), 0);
  const fields: Record<string, string | string[]> = {};
  const raw: { field: string; kind: MediaKind; bytes: Buffer; filename: string }[] = [];
  const counts = new Map<string, number>();

  try {
    const parts = request.parts({
      limits: {
        // A backstop only: each field's own limit stops reading first. Busboy discards what passes its limit
        // without back-pressure, so at its limit it would read (and drop) the rest of the body.
        fileSize: Math.max(0, ...specs.map(([, s]) => s.maxBytes)) + 1024 * 1024,
        // One more than allowed, so the extra file reaches the per-field check and is refused by name.
        files: maxFiles + 1,
        fields: UPLOAD_LIMITS.textFields,
        fieldSize: UPLOAD_LIMITS.textFieldBytes,
        parts: UPLOAD_LIMITS.textFields + maxFiles + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw badRequest(UPLOAD_MESSAGES.fieldTooLong, { [part.fieldname]: UPLOAD_MESSAGES.fieldTooLong });
        // The same control-character rule as JSON bodies (plugins/text-input.ts), which multipart skips.
        const { value, refused } = cleanTextInput(
          typeof part.value === 'string' ? part.value : JSON.stringify(part.value),
          part.fieldname,
        );
        if (refused !== null) throw badRequest(CONTROL_CHARACTER_MESSAGE, { [refused]: CONTROL_CHARACTER_MESSAGE });
        const before = fields[part.fieldname];
        fields[part.fieldname] =
          before === undefined ? String(value) : [...(Array.isArray(before) ? before : [before]), String(value)];
        continue;
      }
      const file = await readFilePart(part, spec[part.fieldname], counts);
      if (file) raw.push(file);
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (raw.length) await refuseThrottled(request, raw[0]!.field, raw.length);

  const files = Object.fromEntries(specs.map(([name]) => [name, [] as UploadedFile[]])) as Upload<S>['files'];
  for (const file of raw) {
    const fieldSpec = spec[file.field]!;
    const checked =
      file.kind === 'pdf'
        ? pdfFile(file.field, file.bytes, file.filename)
        : await checkImageBytes(file.bytes, {
            field: file.field,
            box: fieldSpec.box ?? DEFAULT_BOX,
            wrongType: fieldSpec.messages.wrongType,
          });
    (files[file.field] as UploadedFile[]).push(checked);
  }
  await refuseOverQuota(request, Object.values(files).flat() as UploadedFile[]);
  return { fields, files };
}

async function readFilePart(part: MultipartFile, spec: UploadFieldSpec | undefined, counts: Map<string, number>) {
  const field = part.fieldname;
  try {
    if (!spec) throw badRequest(UPLOAD_MESSAGES.unexpectedFile, { [field]: UPLOAD_MESSAGES.unexpectedFile });
    const count = (counts.get(field) ?? 0) + 1;
    if (count > (spec.maxCount ?? 1)) {
      const message = spec.messages.tooMany ?? UPLOAD_MESSAGES.tooManyFiles;
      throw badRequest(message, { [field]: message }, ERROR_TYPES.tooManyFiles);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let kind: MediaKind | null = null;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > spec.maxBytes) throw tooLarge(field, spec.messages.tooLarge);
      chunks.push(chunk);
      if (!kind && size >= SNIFF_BYTES) kind = acceptedKind(Buffer.concat(chunks), spec, field);
    }
    // A file input left empty arrives as a nameless part without bytes: nothing was chosen.
    if (size === 0 && !part.filename) return null;
    const bytes = Buffer.concat(chunks);
    kind ??= acceptedKind(bytes, spec, field);
    counts.set(field, count);
    return { field, kind, bytes, filename: part.filename };
  } finally {
    // Stop reading this part (and with it the request) when it was refused part-way.
    if (!part.file.readableEnded) part.file.destroy();
  }
}

function acceptedKind(head: Buffer, spec: UploadFieldSpec, field: string): MediaKind {
  const kind: MediaKind | null = sniffPdf(head) ? 'pdf' : sniffImage(head) ? 'image' : null;
  if (!kind || !kindsOf(spec).includes(kind)) throw wrongType(field, spec.messages.wrongType);
  return kind;
}

/**
 * Busboy's own limits and malformed bodies become 4xx naming what was wrong; never a 500. Only parsing runs inside
 * the loop this guards (throttle, quota and sharp come after it), so any other error here is a broken body.
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return badRequest(UPLOAD_MESSAGES.tooManyFields, { body: UPLOAD_MESSAGES.tooManyFields });
  }
  if (error instanceof Error) {
    return badRequest(UPLOAD_MESSAGES.unreadable, { body: UPLOAD_MESSAGES.unreadable });
  }
  return error;
}

function pdfFile(field: string, bytes: Buffer, filename: string): UploadedFile {
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

/**
 * Files stored per member and per client IP within the window. `files` 0 only checks (before reading a body, so a
 * throttled member's upload is refused before it is read); then each accepted file counts one.
 */
async function refuseThrottled(request: FastifyRequest, field: string, files: number) {
  const { counters } = request.server;
  const memberId = request.viewer?.user.id;
  const keys: [string, number][] = [[`upload:ip:${request.ip}`, UPLOAD_LIMITS.filesPerIp]];
  if (memberId) keys.push([`upload:member:${memberId}`, UPLOAD_LIMITS.filesPerMember]);
  for (const [key, limit] of keys) {
    const count = files ? (await counters.hit(key, UPLOAD_LIMITS.windowMs, files)).count : await counters.peek(key);
    if (count > limit || (!files && count >= limit)) {
      throw new HttpError(429, UPLOAD_MESSAGES.throttled, ERROR_TYPES.throttled, {
        [field]: UPLOAD_MESSAGES.throttled,
      });
    }
  }
}

/** A member keeps at most UPLOAD_LIMITS.memberStorageBytes stored; admins' uploads are not counted. */
async function refuseOverQuota(request: FastifyRequest, files: UploadedFile[]) {
  const viewer = request.viewer;
  if (!viewer || viewer.plan === 'admin' || !files.length) return;
  const incoming = files.reduce((sum, f) => sum + f.byteSize, 0);
  if ((await storedBytesOf(request.server.db, viewer.user.id)) + incoming > UPLOAD_LIMITS.memberStorageBytes) {
    throw new HttpError(413, UPLOAD_MESSAGES.quotaExceeded, ERROR_TYPES.storageQuota, {
      [files[0]!.field]: UPLOAD_MESSAGES.quotaExceeded,
    });
  }
}

/**
 * Parses a multipart request's text fields with a zod schema; a 400 names each bad field, as JSON bodies get.
 * Objects sent as JSON strings are the schema's business (e.g. `z.string().transform(JSON.parse)` or a preprocess).
 */
export function parseUploadFields<T extends z.ZodType>(schema: T, fields: Upload<UploadSpec>['fields']): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) messages[issue.path.join('.') || 'body'] ??= issue.message;
  const [first] = Object.values(messages);
  throw badRequest(first ?? 'Invalid input', messages);
}
