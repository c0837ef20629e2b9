import type { LikeReply } from '@sangam/shared/engagement';
import { api } from '../../../api/client.ts';

/** POST /api/questions/:id/like: toggles the viewer's like. */
export const likeQuestion = (id: string) => api.post<LikeReply>(`/questions/${encodeURIComponent(id)}/like`);

/** POST /api/answers/:id/like: toggles the viewer's like. */
export const likeAnswer = (id: string) => api.post<LikeReply>(`/answers/${encodeURIComponent(id)}/like`);
