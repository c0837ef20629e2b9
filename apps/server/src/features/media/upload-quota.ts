import { ERROR_TYPES } from '@sangam/shared/error-types';
import { UPLOAD_LIMITS } from '@sangam/shared/limits';
import { UPLOAD_MESSAGES } from '@sangam/shared/upload-messages';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { storedBytesOf } from './media.queries.ts';
import type { UploadedFile } from './upload-checks.service.ts';

/**
 * Files stored per member and per client IP within the window. `files` 0 only checks (before reading a body, so a
 * throttled member's upload is refused before it is read); then each accepted file counts one.
 */
export async function refuseThrottled(request: FastifyRequest, field: string, files: number) {
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
export async function refuseOverQuota(request: FastifyRequest, files: UploadedFile[]) {
  const viewer = request.viewer;
  if (!viewer || viewer.plan === 'admin' || !files.length) return;
  const incoming = files.reduce((sum, f) => sum + f.byteSize, 0);
  if ((await storedBytesOf(request.server.db, viewer.user.id)) + incoming > UPLOAD_LIMITS.memberStorageBytes) {
    throw new HttpError(413, UPLOAD_MESSAGES.quotaExceeded, ERROR_TYPES.storageQuota, {
      [files[0]!.field]: UPLOAD_MESSAGES.quotaExceeded,
    });
  }
}
