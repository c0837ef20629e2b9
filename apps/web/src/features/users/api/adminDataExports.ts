import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDataExportInput, DataExportsReply, DataExportStartedReply } from '@sangam/shared/privacy';
import { api } from '../../../api/client.ts';

const PREPARING_POLL_MS = 10_000;

export const adminDataExportsKey = (userId: string) => ['admin', 'users', userId, 'data-exports'] as const;

/** GET /api/admin/users/:id/exports: the member's copies, who ran each and why, links for admins' runs. */
export const fetchAdminDataExports = (userId: string, signal?: AbortSignal) =>
  api.get<DataExportsReply>(`/admin/users/${encodeURIComponent(userId)}/exports`, { signal });

export const useAdminDataExports = (userId: string) =>
  useQuery({
    queryKey: adminDataExportsKey(userId),
    queryFn: ({ signal }) => fetchAdminDataExports(userId, signal),
    refetchInterval: (query) =>
      query.state.data?.exports?.some((entry) => entry.status === 'pending') ? PREPARING_POLL_MS : false,
  });

/** POST /api/admin/users/:id/export { reason } -> 202 (audited; 409 while one is pending). */
export const startAdminDataExport = ({ userId, reason }: { userId: string } & AdminDataExportInput) =>
  api.post<DataExportStartedReply>(`/admin/users/${encodeURIComponent(userId)}/export`, { reason });

export function useStartAdminDataExport(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => startAdminDataExport({ userId, reason }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminDataExportsKey(userId) }),
  });
}
