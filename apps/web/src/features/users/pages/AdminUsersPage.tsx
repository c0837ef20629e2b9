import { useEffect, useState } from 'react';
import { USER_FORM_MESSAGES, type AdminUser } from '@sangam/shared/admin';
import { formatTotal } from '@sangam/shared/pagination-total';
import { messageOr } from '../../../api/errors.ts';
import { useServerStatus } from '../../../api/useServerStatus.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { DownloadIcon, PlusIcon, RefreshIcon } from '../../../components/admin/AdminIcons.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useDeleteAdminUser } from '../api/deleteAdminUser.ts';
import { useExportUsers } from '../api/exportUsers.ts';
import { useAdminUsers, type AdminUsersFilters } from '../api/getAdminUsers.ts';
import { useUpdateAdminUser } from '../api/updateAdminUser.ts';
import { UserFilters } from '../components/UserFilters.tsx';
import { UserFormModal, type UserFormTarget } from '../components/UserFormModal.tsx';
import { UsersTable } from '../components/UsersTable.tsx';

const FILTER_KEYS = ['search', 'planType', 'accountStatus'] as const;
const NOTICE_MS = 4_000;
const SERVER_ISSUES = 'Server connection issues detected. User data may not be available.';
const EXPORT_FAILED = 'Failed to export users. Please try again.';

export function AdminUsersPage() {
  const { user: me } = useSession();
  const serverDown = useServerStatus() === 'down';
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const params = { ...(filters as AdminUsersFilters), page };
  const users = useAdminUsers(params);
  const update = useUpdateAdminUser();
  const remove = useDeleteAdminUser();
  const exportCsv = useExportUsers();

  const [formTarget, setFormTarget] = useState<UserFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [toAdmin, setToAdmin] = useState<AdminUser | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  // Spec section 8: a failed plan change or delete is only logged; the table stays as it was.
  const onTogglePlan = (user: AdminUser, planType: 'admin' | 'premium', after?: () => void) => {
    setBusy(user._id, true);
    update.mutate(
      { id: user._id, changes: { planType } },
      {
        onSuccess: () => setNotice(`${user.name} is now ${planType === 'admin' ? 'an admin' : 'a premium member'}.`),
        onError: (error) => console.error('Plan update failed', error),
        onSettled: () => {
          setBusy(user._id, false);
          after?.();
        },
      },
    );
  };

  const onConfirmDelete = () => {
    if (!toDelete) return;
    const target = toDelete;
    remove.mutate(target._id, {
      onSuccess: () => setNotice(`${target.name} was deleted.`),
      onError: (error) => console.error('User delete failed', error),
      onSettled: () => setToDelete(null),
    });
  };

  const onSaved = (saved: AdminUser | null, mode: 'create' | 'edit') => {
    setFormTarget(null);
    if (saved) setNotice(mode === 'create' ? USER_FORM_MESSAGES.created : USER_FORM_MESSAGES.updated);
  };

  const data = users.data;
  const hasRows = (data?.users.length ?? 0) > 0;

  let body;
  if (data) {
    body = hasRows ? (
      <div aria-busy={users.isPlaceholderData} className={users.isPlaceholderData ? 'opacity-60' : undefined}>
        <UsersTable
          users={data.users}
          currentUserId={me?.id}
          busyIds={busyIds}
          onEdit={(user) => setFormTarget({ mode: 'edit', user })}
          onDelete={setToDelete}
          onTogglePlan={onTogglePlan}
          onMakeAdmin={setToAdmin}
        />
        <div className="mt-4">
          <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={hrefFor} numbered={false} />
        </div>
      </div>
    ) : (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">No users found</p>
    );
  } else if (users.isError) {
    body = (
      <LoadError
        message={USER_FORM_MESSAGES.loadFailed}
        onRetry={() => void users.refetch()}
        retrying={users.isFetching}
      />
    );
  } else {
    body = <PageStatus text="Loading users..." />;
  }

  return (
    <>
      <AdminPageHeader title="User Management" subtitle="Create, edit and remove members; grant premium or admin.">
        <Button variant="secondary" onClick={() => void users.refetch()} disabled={users.isFetching}>
          <RefreshIcon className="size-4" />
          {users.isFetching && !users.isPending ? 'Refreshing...' : 'Refresh'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => exportCsv.mutate(filters as AdminUsersFilters)}
          disabled={!hasRows || exportCsv.isPending}
        >
          <DownloadIcon className="size-4" />
          {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
        <Button onClick={() => setFormTarget({ mode: 'create' })}>
          <PlusIcon className="size-4" />
          Create User
        </Button>
      </AdminPageHeader>

      <div className="space-y-4">
        {serverDown && <Alert tone="warning">{SERVER_ISSUES}</Alert>}
        {exportCsv.isError && <Alert>{messageOr(exportCsv.error, EXPORT_FAILED)}</Alert>}
        <UserFilters filters={filters as AdminUsersFilters} onChange={setFilter} />
        <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
          {notice}
        </p>
        {data && hasRows && (
          <p className="text-sm text-slate-700">
            {formatTotal(data.pagination)} {data.pagination.total === 1 && !data.pagination.capped ? 'user' : 'users'}
          </p>
        )}
        {body}
      </div>

      <UserFormModal
        target={formTarget}
        currentUserId={me?.id}
        listParams={params}
        onSaved={onSaved}
        onClose={() => setFormTarget(null)}
      />
      <ConfirmDialog
        open={toAdmin !== null}
        title="Make this member an admin?"
        confirmLabel="Make Admin"
        busyLabel="Saving..."
        busy={update.isPending}
        danger
        onConfirm={() => toAdmin && onTogglePlan(toAdmin, 'admin', () => setToAdmin(null))}
        onCancel={() => setToAdmin(null)}
      >
        {toAdmin?.name} will be able to see every member&apos;s contact details, change and delete members, and manage
        the whole site. The change is recorded in the audit log.
      </ConfirmDialog>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete User"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        danger
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      >
        Are you sure you want to delete {toDelete?.name}? This action cannot be undone.
      </ConfirmDialog>
    </>
  );
}
