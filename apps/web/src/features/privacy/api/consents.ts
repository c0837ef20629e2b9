import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsentsReply } from '@sangam/shared/privacy';
import { api } from '../../../api/client.ts';
import { CONSENTS_QUERY_KEY } from '../../../auth/consentsApi.ts';

export { CONSENTS_QUERY_KEY, saveConsent } from '../../../auth/consentsApi.ts';

/** GET /api/profile/consents: each purpose's state and date, and whether the current Terms are agreed to. */
export const fetchConsents = (signal?: AbortSignal) => api.get<ConsentsReply>('/profile/consents', { signal });

export const consentsQuery = () =>
  queryOptions({ queryKey: CONSENTS_QUERY_KEY, queryFn: ({ signal }) => fetchConsents(signal) });

export const useConsents = () => useQuery(consentsQuery());
