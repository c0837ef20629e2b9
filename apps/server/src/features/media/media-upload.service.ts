import type { MultipartFile } from '@fastify/multipart';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { UPLOAD_LIMITS } from '@sangam/shared/limits';
import { UPLOAD_MESSAGES } from '@sangam/shared/upload-messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { CONTROL_CHARACTER_MESSAGE } from '@sangam/shared/error-types';
import { cleanTextInput } from '../../lib/text-input.ts';
import { SNIFF_BYTES } from '../../lib/images.ts';
import {
  DEFAULT_BOX,
  type MediaKind,
  type Upload,
  type UploadFieldSpec,
  type UploadSpec,
  type UploadedFile,
  acceptedKind,
  checkImageBytes,
  pdfFile,
  tooLarge,
} from './upload-checks.service.ts';
import { refuseOverQuota, refuseThrottled } from './upload-quota.ts';

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
