import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogReply } from '@sangam/shared/audit';
import { api } from '../../../api/client.ts';

export type { AuditLogEntry, AuditLogReply } from '@sangam/shared/audit';

/** The audit log's filters as the URL keeps them ('' when not set). */
export interface AuditFilters {
  actor: string;
  action: string;
  subjectType: string;
  subject: string;
  from: string;
  to: string;
}

export const AUDIT_FILTER_KEYS = ['actor', 'action', 'subjectType', 'subject', 'from', 'to'] as const;
export const AUDIT_PAGE_SIZE = 50;
export const auditKey = ['admin', 'audit'] as const;

/** GET /api/admin/audit: one page of the audit log, newest first, matching the filters. */
export const fetchAuditLog = (params: AuditFilters & { page: number }, signal?: AbortSignal) =>
  api.get<AuditLogReply>('/admin/audit', { query: { ...params, limit: AUDIT_PAGE_SIZE }, signal });

export const auditLogQuery = (params: AuditFilters & { page: number }) =>
  queryOptions({
    queryKey: [...auditKey, ...AUDIT_FILTER_KEYS.map((key) => params[key]), params.page],
    queryFn: ({ signal }) => fetchAuditLog(params, signal),
    staleTime: 0,
  });

/** The previous page stays on screen while the next loads. */
export const useAuditLog = (params: AuditFilters & { page: number }) =>
  useQuery({ ...auditLogQuery(params), placeholderData: keepPreviousData });
