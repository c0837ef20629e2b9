import type { ConsentUpdate, ConsentUpdateReply } from '@sangam/shared/privacy';
import { api } from '../api/client.ts';

/** The query key of GET /api/profile/consents (Privacy Settings' consents). */
export const CONSENTS_QUERY_KEY = ['profile', 'consents'] as const;

/** PUT /api/profile/consents/{purpose}: a grant or a withdrawal, recorded; `terms` true is agreeing again. */
export const saveConsent = (purpose: string, body: ConsentUpdate) =>
  api.put<ConsentUpdateReply>(`/profile/consents/${encodeURIComponent(purpose)}`, body);
