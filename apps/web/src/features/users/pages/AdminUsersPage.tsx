import { useState } from 'react';
import { usePageServerWords } from '../../../layout/serverBannerWords.ts';
import { USER_FORM_MESSAGES, type AdminUser } from '@sangam/shared/admin';
import { messageOr } from '../../../api/errors.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FilterBar, type FilterSpec } from '../../../components/ui/FilterBar.tsx';
import { DownloadIcon, EditIcon, PlusIcon, TrashIcon } from '../../../components/admin/AdminIcons.tsx';
import { AdminList } from '../../../components/admin/AdminList.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { RefreshButton } from '../../../components/admin/RefreshButton.tsx';
import { useBusyIds } from '../../../lib/useBusyIds.ts';
import { useNotice } from '../../../lib/useNotice.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useDeleteAdminUser } from '../api/deleteAdminUser.ts';
import { useExportUsers } from '../api/exportUsers.ts';
import { useAdminUsers, type AdminUsersFilters } from '../api/getAdminUsers.ts';
import { useUpdateAdminUser } from '../api/updateAdminUser.ts';
import { PlanToggleButton } from '../components/PlanToggleButton.tsx';
import { UserFormModal, type UserFormTarget } from '../components/UserFormModal.tsx';
import { userColumns } from '../components/userColumns.tsx';
import { PLAN_OPTIONS, STATUS_OPTIONS } from '../lib/options.ts';
import { countLine } from '../../../components/admin/countLine.ts';

const FILTER_KEYS = ['search', 'planType', 'accountStatus'] as const;
const FILTERS: FilterSpec<(typeof FILTER_KEYS)[number]>[] = [
  {
    kind: 'search',
    name: 'search',
    label: 'Search users',
    placeholder: 'Name, occupation or phone number',
    className: 'col-span-2 sm:col-span-1',
  },
  { kind: 'select', name: 'planType', label: 'Plan', options: [{ value: '', label: 'All plans' }, ...PLAN_OPTIONS] },
  {
    kind: 'select',
    name: 'accountStatus',
    label: 'Status',
    options: [{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS],
  },
];
const NOTICE_MS = 4_000;
const SERVER_ISSUES = 'Server connection issues detected. User data may not be available.';
const EXPORT_FAILED = 'Failed to export users. Please try again.';

export function AdminUsersPage() {
  const { user: me } = useSession();
  // Said inside the shell's server banner (one banner, not two).
  usePageServerWords(SERVER_ISSUES);
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const params = { ...(filters as AdminUsersFilters), page };
  const users = useAdminUsers(params);
  const update = useUpdateAdminUser();
  const remove = useDeleteAdminUser();
  const exportCsv = useExportUsers();

  const [formTarget, setFormTarget] = useState<UserFormTarget | null>(null);
  const [toAdmin, setToAdmin] = useState<AdminUser | null>(null);
  const [toPremium, setToPremium] = useState<AdminUser | null>(null);
  const { busyIds, setBusy } = useBusyIds();
  const [notice, setNotice] = useNotice(NOTICE_MS);

  // Spec section 8: a failed plan change is only logged; the table stays as it was.
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

  const onSaved = (saved: AdminUser | null, mode: 'create' | 'edit') => {
    setFormTarget(null);
    if (saved) setNotice(mode === 'create' ? USER_FORM_MESSAGES.created : USER_FORM_MESSAGES.updated);
  };

  const hasRows = (users.data?.users.length ?? 0) > 0;

  return (
    <>
      <AdminPageHeader title="User Management" subtitle="Create, edit and remove members; grant premium or admin.">
        <RefreshButton query={users} />
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
        {exportCsv.isError && <Alert>{messageOr(exportCsv.error, EXPORT_FAILED)}</Alert>}
        <FilterBar
          filters={FILTERS}
          values={filters}
          onChange={setFilter}
          className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_12rem_12rem]"
        />
        <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
          {notice}
        </p>
        <AdminList
          query={users}
          loading="Loading users..."
          failed={USER_FORM_MESSAGES.loadFailed}
          empty="No users found"
          count={countLine('user', 'users')}
          hrefFor={hrefFor}
          rows={(data) => data.users}
          rowKey={(user) => user._id}
          minWidth="min-w-[56rem]"
          columns={userColumns({ currentUserId: me?.id, busyIds, onMakeAdmin: setToAdmin })}
          actions={[
            {
              label: (user) => `Edit ${user.name}`,
              title: 'Edit',
              icon: EditIcon,
              onClick: (user) => setFormTarget({ mode: 'edit', user }),
            },
            {
              label: (user) => `Delete ${user.name}`,
              title: (user) => (user._id === me?.id ? 'You cannot delete your own account' : 'Delete'),
              icon: TrashIcon,
              tone: 'danger',
              disabled: (user) => user._id === me?.id,
              // Spec section 8: a failed delete is only logged; the table stays as it was.
              confirm: {
                title: 'Delete User',
                confirmLabel: 'Delete',
                busyLabel: 'Deleting...',
                danger: true,
                busy: remove.isPending,
                body: (user) => <>Are you sure you want to delete {user.name}? This action cannot be undone.</>,
                run: (user, close) =>
                  remove.mutate(user._id, {
                    onSuccess: () => setNotice(`${user.name} was deleted.`),
                    onError: (error) => console.error('User delete failed', error),
                    onSettled: close,
                  }),
              },
            },
            {
              label: (user) => `Plan of ${user.name}`,
              // Asks first, like Make Admin and Delete: one stray tap no longer grants a year of premium.
              render: (user) => (
                <PlanToggleButton
                  user={user}
                  busy={busyIds.has(user._id)}
                  onToggle={(target) => setToPremium(target)}
                />
              ),
            },
          ]}
        />
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
        open={toPremium !== null}
        title="Make this member premium?"
        confirmLabel="Make Premium"
        busyLabel="Saving..."
        busy={update.isPending}
        onConfirm={() => toPremium && onTogglePlan(toPremium, 'premium', () => setToPremium(null))}
        onCancel={() => setToPremium(null)}
      >
        {toPremium?.name} will get premium membership for a year from today, with other members&apos; contact details.
        The change is recorded in the audit log.
      </ConfirmDialog>
    </>
  );
}
