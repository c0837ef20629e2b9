import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@sangam/shared/message-reply';
import type {
  ApprovalBody,
  MatrimonialListReply,
  MatrimonialProfileReply,
  MatrimonialStats,
} from '@sangam/shared/matrimonial';
import { MATRIMONIAL_LIMITS } from '@sangam/shared/matrimonial-messages';
import { api } from '../../../api/client.ts';
import { matrimonialKeys } from './profiles.ts';

export type AdminFilters = { search: string; status: string; gender: string; city: string };

export const useAdminProfiles = (filters: AdminFilters, page: number) =>
  useQuery({
    queryKey: matrimonialKeys.admin('list', filters.search, filters.status, filters.gender, filters.city, page),
    queryFn: ({ signal }) =>
      api.get<MatrimonialListReply>('/admin/matrimonial/profiles', {
        query: { ...filters, page, limit: MATRIMONIAL_LIMITS.adminPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useMatrimonialStats = () =>
  useQuery({
    queryKey: matrimonialKeys.admin('stats'),
    queryFn: ({ signal }) => api.get<MatrimonialStats>('/admin/matrimonial/stats', { signal }),
  });

/** Approve or reject, show or hide, delete: each refreshes the table, the stats and the public list. */
export function useAdminActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: matrimonialKeys.all });
  const path = (id: string) => `/admin/matrimonial/profiles/${encodeURIComponent(id)}`;
  return {
    review: useMutation({
      mutationFn: ({ id, body }: { id: string; body: ApprovalBody }) =>
        api.put<MatrimonialProfileReply>(`${path(id)}/approval`, body, { retries: 0 }),
      onSuccess,
    }),
    visibility: useMutation({
      mutationFn: ({ id, isVisible }: { id: string; isVisible: boolean }) =>
        api.put<MatrimonialProfileReply>(`${path(id)}/visibility`, { isVisible }, { retries: 0 }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<MessageReply>(path(id), { retries: 0 }),
      onSuccess,
    }),
  };
}
