import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HiddenReply,
  HideChangeReply,
  ShortlistChangeReply,
  ShortlistReply,
} from '@sangam/shared/matrimonial-shortlist';
import { MATRIMONIAL_LIMITS } from '@sangam/shared/matrimonial-messages';
import { api } from '../../../api/client.ts';
import { matrimonialKeys } from './profiles.ts';

// The member's shortlist and the profiles they are "Not interested" in (under the matrimonial root: a change
// refreshes the list, the details and the matches too).

const shortlistKey = (page: number) => [...matrimonialKeys.all, 'shortlist', page] as const;
const hiddenKey = (page: number) => [...matrimonialKeys.all, 'hidden', page] as const;
const profilePath = (id: string) => encodeURIComponent(id);

/** GET /api/matrimonial/shortlist, newest first. */
export const useShortlist = (page: number, enabled = true) =>
  useQuery({
    queryKey: shortlistKey(page),
    queryFn: ({ signal }) =>
      api.get<ShortlistReply>('/matrimonial/shortlist', {
        query: { page, limit: MATRIMONIAL_LIMITS.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/matrimonial/hidden, newest first. */
export const useHiddenProfiles = (page: number, enabled = true) =>
  useQuery({
    queryKey: hiddenKey(page),
    queryFn: ({ signal }) =>
      api.get<HiddenReply>('/matrimonial/hidden', { query: { page, limit: MATRIMONIAL_LIMITS.pageSize }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Adds (`keep`) or removes a profile from the shortlist. */
export function useShortlistToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, keep }: { id: string; keep: boolean }) =>
      keep
        ? api.post<ShortlistChangeReply>(`/matrimonial/shortlist/${profilePath(id)}`, undefined, { retries: 0 })
        : api.delete<ShortlistChangeReply>(`/matrimonial/shortlist/${profilePath(id)}`, { retries: 0 }),
    onSuccess: () => client.invalidateQueries({ queryKey: matrimonialKeys.all }),
  });
}

/** "Not interested" (`hide`) and its Undo. */
export function useHideToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hide }: { id: string; hide: boolean }) =>
      hide
        ? api.post<HideChangeReply>(`/matrimonial/profiles/${profilePath(id)}/hide`, undefined, { retries: 0 })
        : api.delete<HideChangeReply>(`/matrimonial/profiles/${profilePath(id)}/hide`, { retries: 0 }),
    onSuccess: () => client.invalidateQueries({ queryKey: matrimonialKeys.all }),
  });
}
