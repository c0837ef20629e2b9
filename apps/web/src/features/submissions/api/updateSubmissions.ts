import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkActionReply, SubmissionStatusReply } from '@sangam/shared/submissions';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface StatusUpdate {
  id: string;
  status: string;
  reviewNotes?: string;
  rating?: number | null;
}

/** PUT /api/submissions/{id}/status { status, reviewNotes, rating }. */
export const updateSubmissionStatus = ({ id, ...body }: StatusUpdate) =>
  api.put<SubmissionStatusReply>(`/submissions/${encodeURIComponent(id)}/status`, body);

export type BulkAction =
  | { action: 'updateStatus'; submissionIds: string[]; status: 'approved' | 'rejected' }
  | { action: 'flag'; submissionIds: string[]; flagReason: string };

/** POST /api/submissions/bulk-action. */
export const bulkAction = (body: BulkAction) => api.post<BulkActionReply>('/submissions/bulk-action', body);

function useRefreshing<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.forms.admin }),
      ]),
  });
}

export const useUpdateSubmissionStatus = () => useRefreshing(updateSubmissionStatus);
export const useBulkAction = () => useRefreshing(bulkAction);
