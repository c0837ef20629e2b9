import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser, AdminUsersReply } from '@sangam/shared/admin';
import { PAGE_SIZES } from '@sangam/shared/limits';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export type { AdminUser, AdminUsersReply };

export interface AdminUsersFilters {
  search: string;
  planType: string;
  accountStatus: string;
}

export type AdminUsersParams = AdminUsersFilters & { page: number };

/** Spec section 9: the users list is retried twice. */
export const ADMIN_USERS_RETRIES = 2;

/** Every cached page of the admin user table. */
export const adminUsersKey = queryKeys.admin.users;

/** GET /api/admin/users: one page of members matching the filters, 20 a page. */
export const fetchAdminUsers = (params: AdminUsersParams, signal?: AbortSignal) =>
  api.get<AdminUsersReply>('/admin/users', {
    query: { ...params, limit: PAGE_SIZES.adminUsers },
    retries: ADMIN_USERS_RETRIES,
    signal,
  });

export const adminUsersQueryKey = (params: AdminUsersParams) =>
  [...adminUsersKey, params.search, params.planType, params.accountStatus, params.page] as const;

export const adminUsersQuery = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: adminUsersQueryKey(params),
    queryFn: ({ signal }) => fetchAdminUsers(params, signal),
    staleTime: 0,
  });

/** The previous page stays on screen while the next loads. */
export const useAdminUsers = (params: AdminUsersParams, enabled = true) =>
  useQuery({ ...adminUsersQuery(params), placeholderData: keepPreviousData, enabled });
