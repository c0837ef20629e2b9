import { useMutation } from '@tanstack/react-query';
import { auditExportFileName } from '@sangam/shared/audit';
import { downloadFile } from '../../../api/download.ts';
import type { AuditFilters } from './getAuditLog.ts';

/** GET /api/admin/audit/export.csv: every row matching the filters, as CSV. */
export const exportAuditLog = (filters: AuditFilters) =>
  downloadFile('/admin/audit/export.csv', { ...filters }, auditExportFileName(new Date()));

export const useExportAuditLog = () => useMutation({ mutationFn: exportAuditLog });
