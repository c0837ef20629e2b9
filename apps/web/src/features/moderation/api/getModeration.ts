import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MODERATION_KINDS,
  REPORT_REASONS,
  type ModerationKind,
  type ModerationReply,
  type ReportReason,
} from '@sangam/shared/moderation';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export type { ModerationReply };

export interface ModerationParams {
  /** A kind of MODERATION_KINDS or '' for all (anything else in the URL counts as all). */
  kind: string;
  /** A reason of REPORT_REASONS or '' for all. */
  reason: string;
  page: number;
}

export const isModerationKind = (value: string): value is ModerationKind =>
  (MODERATION_KINDS as readonly string[]).includes(value);
export const isReportReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

/** The filters as the server takes them: unknown values (a hand-edited URL) are dropped rather than refused. */
const cleanParams = ({ kind, reason, page }: ModerationParams) => ({
  kind: isModerationKind(kind) ? kind : '',
  reason: isReportReason(reason) ? reason : '',
  page,
});

/** The queue is retried twice, as the other admin lists. */
const RETRIES = 2;

/** GET /api/admin/moderation: open reports grouped by subject, pending listings and matrimonial profiles, oldest first. */
export const fetchModeration = (params: ModerationParams, signal?: AbortSignal) =>
  api.get<ModerationReply>('/admin/moderation', { query: cleanParams(params), retries: RETRIES, signal });

export const moderationQuery = (params: ModerationParams) => {
  const clean = cleanParams(params);
  return queryOptions({
    queryKey: queryKeys.moderation.list(clean.kind, clean.reason, clean.page),
    queryFn: ({ signal }) => fetchModeration(clean, signal),
    // Another admin may have decided meanwhile: coming back to the queue asks again.
    staleTime: 0,
  });
};

/**
 * The previous page stays on screen (dimmed) while the next loads. Each page that arrives brings the queue's counts,
 * which the sidebar's badge takes too (one number on the screen, not two).
 */
export function useModeration(params: ModerationParams) {
  const client = useQueryClient();
  const query = useQuery({ ...moderationQuery(params), placeholderData: keepPreviousData });
  const counts = query.isPlaceholderData ? undefined : query.data?.counts;
  useEffect(() => {
    if (counts) client.setQueryData(queryKeys.moderation.counts, counts);
  }, [client, counts]);
  return query;
}
