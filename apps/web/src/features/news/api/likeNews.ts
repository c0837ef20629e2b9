import type { LikeReply } from '@sangam/shared/engagement';
import { api } from '../../../api/client.ts';

/** POST /api/news/:id/like toggles the member's like. */
export const likeNews = (id: string) => api.post<LikeReply>(`/news/${encodeURIComponent(id)}/like`);
