import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/dialect.ts';
import { forbidden, notFound, unauthorized } from '../../lib/http-error.ts';
import { mayReadMedia, type MediaAccess } from '../../lib/media-url.ts';
import { nowIso } from '../../lib/time.ts';
import type { UploadedFile } from './media-upload.service.ts';
import { deleteMediaByIds, findMedia, insertMedia, type StoredMedia } from './media.queries.ts';

/** One media slot of a record after an edit: a new checked file, the id of media the record keeps, or nothing. */
export type MediaSlot = UploadedFile | string | null | undefined;

/**
 * Inside the caller's transaction: stores the new files of a record (owned by `ownerId`, the member whose record
 * uses them, or null for the site's own content; readable per `access`) and deletes the record's previous media
 * that `next` no longer holds. Ids kept in `next` must come from `previous`. Answers the media ids of `next`, in
 * order, without the empty slots. Write those ids on the record in the same transaction.
 */
export async function replaceMedia(
  trx: Db,
  input: {
    ownerId: string | null;
    access: MediaAccess;
    previous: readonly (string | null)[];
    next: readonly MediaSlot[];
  },
): Promise<string[]> {
  const previous = new Set(input.previous.filter((id): id is string => Boolean(id)));
  const ids: string[] = [];
  for (const slot of input.next) {
    if (!slot) continue;
    if (typeof slot === 'string') {
      if (!previous.has(slot)) throw new Error(`replaceMedia: ${slot} is not one of the record's media`);
      ids.push(slot);
      continue;
    }
    await insertMedia(trx, {
      id: slot.id,
      ownerId: input.ownerId,
      kind: slot.kind,
      access: input.access,
      contentType: slot.contentType,
      bytes: slot.bytes,
      byteSize: slot.byteSize,
      width: slot.width,
      height: slot.height,
      filename: slot.filename,
      createdAt: nowIso(),
    });
    ids.push(slot.id);
  }
  await deleteMediaByIds(
    trx,
    [...previous].filter((id) => !ids.includes(id)),
  );
  return ids;
}

/** Deletes a record's media with it (call inside the transaction that deletes the record). */
export const deleteRecordMedia = (trx: Db, ids: readonly (string | null | undefined)[]) =>
  deleteMediaByIds(
    trx,
    ids.filter((id): id is string => Boolean(id)),
  );

/**
 * Answers a stored file to a viewer who may read it. Public media are cached for good (ids are never reused);
 * protected media need the viewer's bearer token or a signed URL (`?exp=&sig=`) and are never stored by caches.
 * PDFs are downloads (`filename` overrides the stored name). A feature route serving its own media calls this.
 */
export async function serveMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  signature: { exp?: number | undefined; sig?: string | undefined },
  options: { filename?: string } = {},
) {
  const media = await findMedia(request.server.db, id);
  if (!media) throw notFound('File not found');
  if (media.access !== 'public') authorise(request, media, signature);
  reply.type(media.contentType).header('x-content-type-options', 'nosniff');
  reply.header(
    'cache-control',
    media.access === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store, max-age=0',
  );
  if (media.kind === 'pdf') {
    reply.header('content-disposition', contentDisposition(options.filename ?? media.filename ?? `${media.id}.pdf`));
  }
  return reply.send(Buffer.from(media.bytes));
}

/** A valid signed URL or a viewer who may read it; 401 with neither, 403 for a bad link or a viewer who may not. */
function authorise(request: FastifyRequest, media: StoredMedia, { exp, sig }: { exp?: number; sig?: string }) {
  if (exp !== undefined && sig !== undefined && request.server.mediaUrls.verify(media, exp, sig)) return;
  if (mayReadMedia(request.viewer, media)) return;
  if (sig !== undefined || exp !== undefined) throw forbidden('This link has expired. Reload the page and try again.');
  if (!request.viewer) throw unauthorized('Please log in to view this file.');
  throw forbidden('You do not have access to this file.');
}

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266), so Devanagari names survive. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
