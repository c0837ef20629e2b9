import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { MessageReply } from '@sangam/shared/message-reply';
import type {
  ContactViewsReply,
  MatrimonialListReply,
  MatrimonialProfile,
  MatrimonialProfileReply,
  MyProfilesReply,
} from '@sangam/shared/matrimonial';
import { MATRIMONIAL_LIMITS } from '@sangam/shared/matrimonial-messages';
import { TIMING } from '@sangam/shared/limits';
import { api } from '../../../api/client.ts';

/** Every matrimonial query shares this root, so one invalidation after a change reaches lists and details. */
export const matrimonialKeys = {
  all: ['matrimonial'] as const,
  list: (filters: MatrimonialFilters) => ['matrimonial', 'list', filters] as const,
  one: (id: string, viewerId = 'visitor') => ['matrimonial', 'detail', id, viewerId] as const,
  mine: ['matrimonial', 'mine'] as const,
  views: (id: string) => ['matrimonial', 'views', id] as const,
  admin: (...params: (string | number)[]) => ['matrimonial', 'admin', ...params] as const,
};

export const FILTER_KEYS = [
  'gender',
  'ageMin',
  'ageMax',
  'city',
  'state',
  'caste',
  'education',
  'occupation',
  'search',
] as const;
export type MatrimonialFilters = Record<(typeof FILTER_KEYS)[number], string>;

/** GET /api/matrimonial/profiles, 12 at a time; Load More asks for the next page. */
export async function fetchProfiles(filters: MatrimonialFilters, page: number, signal?: AbortSignal) {
  const reply = await api.get<MatrimonialListReply>('/matrimonial/profiles', {
    query: { ...filters, page, limit: MATRIMONIAL_LIMITS.pageSize },
    signal,
  });
  return reply;
}

export const profilesQuery = (filters: MatrimonialFilters) =>
  infiniteQueryOptions({
    queryKey: matrimonialKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchProfiles(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: MatrimonialListReply) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });

// While a new search runs (the filters apply as the member types) the last list stays, dimmed, not placeholders.
export const useProfiles = (filters: MatrimonialFilters) =>
  useInfiniteQuery({ ...profilesQuery(filters), placeholderData: keepPreviousData });

export async function fetchProfile(id: string, signal?: AbortSignal): Promise<MatrimonialProfile> {
  const reply = await api.get<MatrimonialProfileReply>(`/matrimonial/profiles/${encodeURIComponent(id)}`, {
    retries: TIMING.maxRetriesProfile,
    signal,
  });
  return reply.profile;
}

/** The detail, keyed by who is looking (a login changes what the server sends). */
export const profileQuery = (id: string, viewerId: string | null) =>
  queryOptions({
    queryKey: matrimonialKeys.one(id, viewerId ?? 'visitor'),
    queryFn: ({ signal }) => fetchProfile(id, signal),
  });

export const useProfile = (id: string, viewerId: string | null, enabled = true) =>
  useQuery({ ...profileQuery(id, viewerId), enabled: enabled && id !== '' });

export const useMyProfiles = (enabled: boolean) =>
  useQuery({
    queryKey: matrimonialKeys.mine,
    queryFn: ({ signal }) => api.get<MyProfilesReply>('/matrimonial/my-profiles', { signal }).then((r) => r.profiles),
    enabled,
  });

export const useContactViews = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: matrimonialKeys.views(id),
    queryFn: ({ signal }) =>
      api
        .get<ContactViewsReply>(`/matrimonial/profiles/${encodeURIComponent(id)}/views`, { signal })
        .then((r) => r.views),
    enabled,
  });

export function useDeleteProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<MessageReply>(`/matrimonial/profiles/${encodeURIComponent(id)}`, { retries: 0 }),
    onSuccess: () => client.invalidateQueries({ queryKey: matrimonialKeys.all }),
  });
}

/**
 * GET .../biodata with the bearer token, saved as the PDF the server names after the full name. The download code
 * loads on the tap: the matrimonial list shares this file and should not carry it before its first paint.
 */
export const downloadBiodata = async (profile: Pick<MatrimonialProfile, '_id' | 'fullName'>) => {
  const { downloadFile } = await import('../../../api/download.ts');
  return downloadFile(
    `/matrimonial/profiles/${encodeURIComponent(profile._id)}/biodata`,
    {},
    `${profile.fullName} Biodata.pdf`,
  );
};
