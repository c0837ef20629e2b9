import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InterestAction,
  InterestDirection,
  InterestReply,
  InterestsReply,
  SendInterestInput,
} from '@sangam/shared/matrimonial-interests';
import { api } from '../../../api/client.ts';

/** Under the matrimonial root, so a change to profiles reaches the interests' cards too. */
export const interestKeys = {
  all: ['matrimonial', 'interests'] as const,
  list: (direction: InterestDirection, page: number) => ['matrimonial', 'interests', direction, page] as const,
};

/** GET /api/matrimonial/interests: the member's received or sent interests, newest first. */
export const useInterests = (direction: InterestDirection, page: number) =>
  useQuery({
    queryKey: interestKeys.list(direction, page),
    queryFn: ({ signal }) => api.get<InterestsReply>('/matrimonial/interests', { query: { direction, page }, signal }),
    placeholderData: keepPreviousData,
  });

function useInterestsChange<V>(send: (vars: V) => Promise<InterestReply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: interestKeys.all }),
  });
}

export const useSendInterest = () =>
  useInterestsChange((body: SendInterestInput) =>
    api.post<InterestReply>('/matrimonial/interests', body, { retries: 0 }),
  );

export const useAnswerInterest = () =>
  useInterestsChange(({ id, action }: { id: string; action: InterestAction }) =>
    api.put<InterestReply>(`/matrimonial/interests/${encodeURIComponent(id)}`, { action }, { retries: 0 }),
  );

export const useWithdrawInterest = () =>
  useInterestsChange((id: string) =>
    api.delete<InterestReply>(`/matrimonial/interests/${encodeURIComponent(id)}`, { retries: 0 }),
  );
