import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportsReply, DataExportStartedReply } from '@sangam/shared/privacy';
import { api } from '../../../api/client.ts';

/** Under the profile's root, so signing out (which clears 'profile') drops it too. */
export const dataExportsKey = ['profile', 'data-exports'] as const;

/** How often the list is read again while a ready copy's link (good for 15 minutes) is shown. */
const FRESH_LINK_MS = 10 * 60_000;
/** How often the list is read again while a copy is being prepared. */
export const PREPARING_POLL_MS = 10_000;

/** GET /api/profile/exports: the member's own copies, newest first. */
export const fetchDataExports = (signal?: AbortSignal) => api.get<DataExportsReply>('/profile/exports', { signal });

export const dataExportsQuery = () =>
  queryOptions({
    queryKey: dataExportsKey,
    queryFn: ({ signal }) => fetchDataExports(signal),
    // Read again every 10 s while one is being prepared, so "Preparing…" turns into the download by itself; while one
    // is ready, every 10 minutes, as a download link works for 15 (a copy lasts 24 hours).
    refetchInterval: (query) => {
      const exports = query.state.data?.exports ?? [];
      if (exports.some((entry) => entry.status === 'pending')) return PREPARING_POLL_MS;
      return exports.some((entry) => entry.downloadUrl) ? FRESH_LINK_MS : false;
    },
  });

export const useDataExports = () => useQuery(dataExportsQuery());

/** POST /api/profile/export -> 202 { message, export } (a POST is never retried: a second ask the same day is 429). */
export const startDataExport = () => api.post<DataExportStartedReply>('/profile/export');

export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDataExport,
    onSuccess: (reply) => {
      queryClient.setQueryData<DataExportsReply>(dataExportsKey, (current) => ({
        exports: [reply.export, ...(current?.exports ?? []).filter((entry) => entry._id !== reply.export._id)],
      }));
      void queryClient.invalidateQueries({ queryKey: dataExportsKey });
    },
  });
}
