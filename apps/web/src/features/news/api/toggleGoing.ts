import type { GoingReply } from '@sangam/shared/news';
import { api } from '../../../api/client.ts';

/** POST /api/news/:id/going toggles the member's "Going" to an event. */
export const toggleGoing = (id: string) => api.post<GoingReply>(`/news/${encodeURIComponent(id)}/going`);
