import type { CommentsPage } from '@sangam/shared/engagement';
import { api } from '../../../api/client.ts';

/** GET /api/news/:id/comments: older comments after `cursor`, newest first. */
export const fetchNewsComments = (id: string, cursor: string | null, signal?: AbortSignal) =>
  api.get<CommentsPage>(`/news/${encodeURIComponent(id)}/comments`, { query: { cursor: cursor ?? undefined }, signal });
