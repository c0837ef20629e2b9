import type { FormFileReply } from '@sangam/shared/forms';

/**
 * POST /api/forms/files/{slugOrId}?field={fieldId} (multipart, one `file`): the stored file's reference, sent as the
 * answer of that field (the server refuses it for another form or field).
 */
export const formFilePath = (slugOrId: string) => `/forms/files/${encodeURIComponent(slugOrId)}`;

export type { FormFileReply };
