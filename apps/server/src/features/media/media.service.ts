import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/dialect.ts';
import { forbidden, notFound, unauthorized } from '../../lib/http-error.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { mayReadMedia, type LinkAudience, type MediaAccess } from '../../lib/media-url.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { UploadedFile } from './upload-checks.service.ts';
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

/** How a protected file is being read: a valid signed link and its audience, or a viewer's bearer token. */
export type MediaReader = { link: LinkAudience } | { viewer: Viewer };

export type ServeOptions = {
  /** The feature path the file is served under; its signed URLs are made for that path. */
  path?: string;
  /** A PDF's download name, made from the owning record (never the uploader's name); it always ends in `.pdf`. */
  filename?: string;
  /**
   * The owning record's rule, asked after the file's own for the reader: a link handed to readers of a profile
   * stops when the profile is hidden. False answers 404, as if the record were gone.
   */
  recordAllows?: (reader: MediaReader) => boolean;
};

/**
 * Answers a stored file to a viewer who may read it. Public media are cached for good (ids are never reused);
 * protected media need the viewer's bearer token or a signed URL (`?exp=&sig=`, `&aud=` for the owner's) and are
 * never stored by caches. PDFs are downloads. A feature route serving its own media calls this.
 */
export async function serveMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  signature: MediaSignature,
  options: ServeOptions = {},
) {
  const media = await findMedia(request.server.db, id);
  if (!media) throw notFound('server.media.notFound');
  if (media.access !== 'public') authorise(request, media, signature, options);
  return sendMedia(reply, media, options.filename);
}

/** For a route whose own rule has admitted the viewer (a biodata for premium members): sends the file. */
export async function sendAdmittedMedia(request: FastifyRequest, reply: FastifyReply, id: string, filename: string) {
  const media = await findMedia(request.server.db, id);
  if (!media) throw notFound('server.media.notFound');
  return sendMedia(reply, media, filename);
}

function sendMedia(reply: FastifyReply, media: StoredMedia, filename: string | undefined) {
  // A PDF is always one, whatever was stored: a '%PDF-' file holding HTML must not open as a page.
  reply.type(media.kind === 'pdf' ? 'application/pdf' : media.contentType).header('x-content-type-options', 'nosniff');
  reply.header(
    'cache-control',
    media.access === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store, max-age=0',
  );
  if (media.kind === 'pdf') reply.header('content-disposition', contentDisposition(pdfName(filename)));
  return reply.send(Buffer.from(media.bytes));
}

/** The record's name with `.pdf` (added after any other ending, so 'p.html' cannot stay one). */
const pdfName = (filename: string | undefined) => `${(filename ?? '').replace(/\.pdf$/i, '').trim() || 'document'}.pdf`;

/** `?exp=&sig=` of a signed URL, and `aud=owner` on the links handed to a record's owner or an admin. */
export const MediaSignatureSchema = z.object({
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(100).optional(),
  aud: z.enum(['readers', 'owner']).optional(),
});

export type MediaSignature = { exp?: number | undefined; sig?: string | undefined; aud?: LinkAudience | undefined };

/**
 * A valid signed URL or a viewer who may read it, each also admitted by the owning record's rule; 404 when the
 * file is readable but its record no longer is, 401 with neither, 403 for a bad link or a viewer who may not.
 */
function authorise(request: FastifyRequest, media: StoredMedia, signature: MediaSignature, options: ServeOptions) {
  const { exp, sig, aud = 'readers' } = signature;
  const viewer = request.viewer;
  const allows = options.recordAllows ?? (() => true);
  const linked =
    exp !== undefined &&
    sig !== undefined &&
    request.server.mediaUrls.verify(media, exp, sig, { path: options.path, audience: aud });
  const readable = viewer !== null && mayReadMedia(viewer, media);
  if ((linked && allows({ link: aud })) || (readable && allows({ viewer }))) return;
  if (linked || readable) throw notFound('server.media.notFound');
  if (sig !== undefined || exp !== undefined) throw forbidden('server.media.linkExpired');
  if (!viewer) throw unauthorized('server.media.loginToView');
  throw forbidden('server.media.noAccess');
}
