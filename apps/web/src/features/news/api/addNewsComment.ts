import type { Comment } from '@sangam/shared/engagement';
import { api } from '../../../api/client.ts';

/** POST /api/news/:id/comments answers the stored comment. */
export const addNewsComment = (id: string, content: string) =>
  api.post<Comment>(`/news/${encodeURIComponent(id)}/comments`, { content });
