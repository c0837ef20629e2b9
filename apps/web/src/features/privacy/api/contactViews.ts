import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactViewsReply } from '@sangam/shared/privacy';
import { api } from '../../../api/client.ts';

/** Under the profile's root, so signing out (which clears 'profile') drops it too. */
export const contactViewsKey = (page: number) => ['profile', 'contact-views', page] as const;

/** GET /api/profile/contact-views: who revealed the member's contact details, newest first, the last 90 days. */
export const fetchContactViews = (page: number, signal?: AbortSignal) =>
  api.get<ContactViewsReply>('/profile/contact-views', { query: { page }, signal });

export const contactViewsQuery = (page: number) =>
  queryOptions({
    queryKey: contactViewsKey(page),
    queryFn: ({ signal }) => fetchContactViews(page, signal),
    placeholderData: keepPreviousData,
  });

export const useContactViews = (page: number) => useQuery(contactViewsQuery(page));
