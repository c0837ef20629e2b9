import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORM_MESSAGES } from '@sangam/shared/form-messages';
import { fileSlug } from '../../lib/content-disposition.ts';
import { notFound } from '../../lib/http-error.ts';
import { serveMedia, type MediaSignature } from '../media/media.service.ts';
import { findSubmissionFile } from './submissions.queries.ts';

/** Where a submission's file is served: its URLs are signed for this path. */
export const submissionFilePath = (submissionId: string, fieldId: string) =>
  `/api/forms/submission-files/${encodeURIComponent(submissionId)}/${encodeURIComponent(fieldId)}`;

/**
 * A submission's file, to its sender and admins (a bearer token or a signed URL from the submissions screen). A PDF
 * downloads named after the form and the sender, never as the uploader named it.
 */
export async function serveSubmissionFile(
  request: FastifyRequest,
  reply: FastifyReply,
  submissionId: string,
  fieldId: string,
  signature: MediaSignature,
) {
  const file = await findSubmissionFile(request.server.db, submissionId, fieldId);
  if (!file) throw notFound(FORM_MESSAGES.fileNotFound);
  const name = [fileSlug(file.formTitle) || 'form', fileSlug(file.submitterName)].filter(Boolean).join('-');
  return serveMedia(request, reply, file.mediaId, signature, {
    path: submissionFilePath(submissionId, fieldId),
    filename: `${name}.pdf`,
  });
}
