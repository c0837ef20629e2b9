import type { FileAnswer } from '@sangam/shared/forms';

/** POST /api/forms/files/{slugOrId} (multipart, one `file`): the stored file's reference, sent as the answer. */
export const formFilePath = (slugOrId: string) => `/forms/files/${encodeURIComponent(slugOrId)}`;

export type FormFileReply = { file: FileAnswer };
