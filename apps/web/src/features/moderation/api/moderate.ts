import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ModerationActionBody,
  ModerationCounts,
  ModerationDecisionReply,
  ModerationItem,
  ModerationReply,
} from '@sangam/shared/moderation';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export interface ModerateVariables {
  item: Pick<ModerationItem, 'subjectType' | 'subjectId'>;
  body: ModerationActionBody;
}

/** The server's sentence of what was done, and the queue's counts after it. */
export type ModerateReply = ModerationDecisionReply;

/** POST /api/admin/moderation/:subjectType/:subjectId: keep, remove, warn or suspend (approve or reject a pending one). */
export const moderate = ({ item, body }: ModerateVariables) =>
  api.post<ModerateReply>(
    `/admin/moderation/${encodeURIComponent(item.subjectType)}/${encodeURIComponent(item.subjectId)}`,
    body,
  );

const sameSubject = (a: ModerateVariables['item'], b: ModerateVariables['item']) =>
  a.subjectType === b.subjectType && a.subjectId === b.subjectId;

/** The decided subject leaves every cached page of the queue at once; the sidebar's badge takes the new counts. */
export function dropFromQueue(client: QueryClient, item: ModerateVariables['item'], counts?: ModerationCounts) {
  client.setQueriesData<ModerationReply>({ queryKey: queryKeys.moderation.list() }, (reply) =>
    reply
      ? {
          ...reply,
          items: reply.items.filter((row) => !sameSubject(row, item)),
          ...(counts ? { counts } : {}),
        }
      : reply,
  );
  if (counts) client.setQueryData(queryKeys.moderation.counts, counts);
}

// What a decision changes elsewhere: the admin lists (and the queue's pages, refetched to fill up), the member-facing
// lists a removed post leaves, and a suspended member's profile.
const CHANGED = [
  queryKeys.admin.all,
  queryKeys.questions.all,
  queryKeys.listings.all,
  queryKeys.news.all,
  queryKeys.users.all,
  ['matrimonial'],
] as const;

/**
 * One decision. On success the subject leaves the queue at once and the refetches go on behind (not awaited: the
 * result message shows as the item leaves). A 404 (another admin decided first) is the caller's to tell.
 */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: (reply, { item }) => {
      dropFromQueue(client, item, reply.counts);
      refreshAfterDecision(client);
    },
  });
}

/** Asks again for what a decision may have changed (also after a 404: the queue moved on without us). */
export function refreshAfterDecision(client: QueryClient) {
  for (const queryKey of CHANGED) void client.invalidateQueries({ queryKey });
}
