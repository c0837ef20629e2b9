import { useMutation } from '@tanstack/react-query';
import { userExportFileName } from '@sangam/shared/admin';
import { downloadFile } from '../../../api/download.ts';
import type { AdminUsersFilters } from './getAdminUsers.ts';

/** GET /api/admin/users/export: every member matching the filters as CSV, saved under the server's file name. */
export const exportUsers = (filters: AdminUsersFilters) =>
  downloadFile('/admin/users/export', { ...filters }, userExportFileName(new Date()));

export const useExportUsers = () => useMutation({ mutationFn: exportUsers });
