import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@sangam/shared/notifications';
import { api } from '../../../api/client.ts';
import { notificationKeys } from './keys.ts';

export type { NotificationPreferences };

export const preferencesKey = notificationKeys.preferences;

/** GET /api/notifications/preferences: the phone channel, whether there is an e-mail, and each kind's channels. */
export const fetchPreferences = (signal?: AbortSignal) =>
  api.get<NotificationPreferences>('/notifications/preferences', { signal });

export const preferencesQuery = () =>
  queryOptions({ queryKey: preferencesKey, queryFn: ({ signal }) => fetchPreferences(signal) });

export const usePreferences = () => useQuery(preferencesQuery());
