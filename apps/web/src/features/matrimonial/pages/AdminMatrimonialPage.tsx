import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { MATRIMONIAL_MESSAGES as M } from '@sangam/shared/matrimonial-messages';
import { messageOr } from '../../../api/errors.ts';
import { AdminList } from '../../../components/admin/AdminList.tsx';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { confirmDelete } from '../../../components/admin/RowActions.tsx';
import { StatCards } from '../../../components/admin/StatCards.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FilterBar, withAll, type FilterSpec } from '../../../components/ui/FilterBar.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { capitalise, formatDate } from '../../../lib/format.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useAdminActions, useAdminProfiles, useMatrimonialStats } from '../api/admin.ts';
import { AdminProfileDetails } from '../components/AdminProfileDetails.tsx';
import { AdminMatrimonialTabs, AdminSuccessStories } from '../components/AdminSuccessStories.tsx';
import { ProfilePhoto } from '../components/ProfileCard.tsx';
import { StatusBadges } from '../components/StatusBadges.tsx';
import { say, useT } from '../../../i18n/useT.ts';

const FILTERS = ['search', 'status', 'gender', 'city'] as const;
const FILTER_BAR: FilterSpec<(typeof FILTERS)[number]>[] = [
  { kind: 'text', name: 'search', label: 'Search', type: 'search' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    options: withAll('All', ['pending', 'approved', 'rejected'], capitalise),
  },
  {
    kind: 'select',
    name: 'gender',
    label: 'Gender',
    options: withAll('All', ['male', 'female'], capitalise),
  },
  { kind: 'text', name: 'city', label: 'City' },
];

type Review = 'approve' | 'reject';
/** Approve and Reject, in the table row and in Profile Details alike: only while a profile is pending (spec). */
const canReview = (profile: MatrimonialProfile) => profile.approvalStatus === 'pending';

export function AdminMatrimonialPage() {
  // The shared messages are catalogue ids; this admin screen shows them in the language chosen.
  const t = useT();
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTERS);
  const list = useAdminProfiles(filters, page);
  const stats = useMatrimonialStats();
  const actions = useAdminActions();
  const [viewing, setViewing] = useState<MatrimonialProfile | null>(null);
  const [reviewing, setReviewing] = useState<{ profile: MatrimonialProfile; action: Review } | null>(null);
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const review = () => {
    if (!reviewing) return;
    actions.review.mutate(
      { id: reviewing.profile._id, body: { action: reviewing.action, adminNotes: notes } },
      {
        onSuccess: ({ profile }) => {
          setReviewing(null);
          // Profile Details, when open on it, shows the decision (its Approve and Reject go with the pending state).
          setViewing((open) =>
            open?._id === profile._id
              ? {
                  ...open,
                  approvalStatus: profile.approvalStatus,
                  status: profile.status,
                  adminNotes: profile.adminNotes,
                }
              : open,
          );
        },
        onError: () => setFailure(M.updateFailed),
      },
    );
  };
  // ?tab=stories: the Success Stories section (issue 35).
  const [searchParams] = useSearchParams();
  if (searchParams.get('tab') === 'stories') {
    return (
      <div className="space-y-4">
        <AdminPageHeader
          title="Matrimonial Management"
          subtitle="Publish the success stories of couples who met here."
        />
        <AdminMatrimonialTabs current="stories" />
        <AdminSuccessStories />
      </div>
    );
  }
  const ask = (profile: MatrimonialProfile, action: Review) => {
    setNotes('');
    setFailure(null);
    setReviewing({ profile, action });
  };

  return (
    <div className="space-y-4">
      <AdminPageHeader title="Matrimonial Management" subtitle="Review, approve and manage matrimonial profiles." />
      <AdminMatrimonialTabs current="profiles" />
      <StatCards
        stats={[
          { label: 'Total Profiles', value: stats.data?.total ?? '-' },
          { label: 'Pending Approval', value: stats.data?.pending ?? '-' },
          { label: 'Approved', value: stats.data?.approved ?? '-' },
          { label: 'Rejected', value: stats.data?.rejected ?? '-' },
        ]}
      />
      <FilterBar
        filters={FILTER_BAR}
        values={filters}
        onChange={setFilter}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4"
      />
      {failure && <Alert>{say(failure)}</Alert>}
      <AdminList
        query={list}
        loading="Loading profiles..."
        failed={t(M.loadListFailed)}
        empty={t(M.empty)}
        hrefFor={hrefFor}
        rows={(data) => data.profiles}
        rowKey={(profile) => profile._id}
        minWidth="min-w-[860px]"
        caption="Matrimonial profiles"
        columns={[
          {
            header: 'Photo',
            className: '',
            cell: (p) => <ProfilePhoto profile={p} className="h-12 w-12 rounded-lg text-lg" />,
          },
          {
            header: 'Name',
            className: '',
            cell: (p) => (
              <>
                <button
                  type="button"
                  onClick={() => setViewing(p)}
                  className="min-h-11 text-left font-semibold text-brand-800 underline"
                >
                  {p.fullName}
                </button>
                <div className="text-slate-600">{p.user?.name}</div>
              </>
            ),
          },
          {
            header: 'Details',
            cell: (p) => (
              <>
                {p.age} yrs · {p.gender} · {p.city}
                <div>{p.education}</div>
              </>
            ),
          },
          {
            header: 'Status',
            className: '',
            cell: (p) => <StatusBadges status={p.approvalStatus} isVisible={p.isVisible} admin />,
          },
          { header: 'Created', cell: (p) => formatDate(p.createdAt) },
        ]}
        actions={[
          {
            label: () => 'Approve',
            variant: 'primary',
            hidden: (p) => !canReview(p),
            onClick: (p) => ask(p, 'approve'),
          },
          {
            label: () => 'Reject',
            variant: 'danger',
            hidden: (p) => !canReview(p),
            onClick: (p) => ask(p, 'reject'),
          },
          {
            label: (p) => `${p.isVisible ? 'Hide' : 'Show'} ${p.fullName}`,
            text: (p) => (p.isVisible ? 'Visible' : 'Hidden'),
            variant: 'secondary',
            disabled: () => actions.visibility.isPending,
            onClick: (p) => {
              setFailure(null);
              actions.visibility.mutate(
                { id: p._id, isVisible: !p.isVisible },
                { onError: () => setFailure(M.visibilityFailed) },
              );
            },
          },
          {
            label: () => 'Delete',
            variant: 'ghost',
            confirm: confirmDelete(actions.remove, {
              title: 'Delete Profile',
              body: t(M.deleteConfirm),
              failed: (error) => messageOr(error, t(M.deleteFailed)),
            }),
          },
        ]}
      />

      <Modal open={viewing !== null} title="Profile Details" onClose={() => setViewing(null)} size="lg">
        {viewing && <AdminProfileDetails profile={viewing} />}
        {viewing && canReview(viewing) && (
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="danger" onClick={() => ask(viewing, 'reject')}>
              Reject
            </Button>
            <Button onClick={() => ask(viewing, 'approve')}>Approve</Button>
          </div>
        )}
      </Modal>
      <ConfirmDialog
        open={reviewing !== null}
        title={reviewing?.action === 'approve' ? 'Approve Profile' : 'Reject Profile'}
        confirmLabel={reviewing?.action === 'approve' ? 'Approve' : 'Reject'}
        busyLabel="Saving..."
        danger={reviewing?.action === 'reject'}
        busy={actions.review.isPending}
        error={actions.review.isError ? messageOr(actions.review.error, t(M.updateFailed)) : null}
        onCancel={() => {
          actions.review.reset();
          setReviewing(null);
        }}
        onConfirm={review}
      >
        <p className="mb-3">{reviewing?.profile.fullName}</p>
        <TextAreaField
          label="Admin notes (shown to the member when not approved)"
          rows={3}
          maxLength={500}
          length={notes.length}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </ConfirmDialog>
    </div>
  );
}
