import type { FileAnswer } from '@sangam/shared/forms';

/** POST /api/forms/upload/{slugOrId} (multipart, one `file`): the stored file's reference, sent as the answer. */
export const formFilePath = (slugOrId: string) => `/forms/upload/${encodeURIComponent(slugOrId)}`;

export type FormFileReply = { file: FileAnswer };
