import { useState } from 'react';
import type { MatrimonialProfile } from '@sangam/shared/matrimonial';
import { MATRIMONIAL_MESSAGES as M, PROFILE_TYPE_LABELS } from '@sangam/shared/matrimonial-messages';
import { messageOr } from '../../../api/errors.ts';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader.tsx';
import { AdminTable } from '../../../components/admin/AdminTable.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { SelectFilter } from '../../../components/ui/SelectFilter.tsx';
import { StatCards } from '../../../components/admin/StatCards.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { useAdminActions, useAdminProfiles, useMatrimonialStats } from '../api/admin.ts';
import { ProfilePhoto } from '../components/ProfileCard.tsx';
import { StatusBadges } from '../components/StatusBadges.tsx';

const FILTERS = ['search', 'status', 'gender', 'city'] as const;

function Details({ profile }: { profile: MatrimonialProfile }) {
  const rows: [string, string][] = [
    ['Profile for', PROFILE_TYPE_LABELS[profile.profileType]],
    ['Date of Birth', `${profile.dateOfBirth ?? ''} (${profile.age} years)`],
    ['Gender', profile.gender],
    ['Height / Weight', `${profile.height} / ${profile.weight || '-'}`],
    ['Location', `${profile.city}, ${profile.state}, ${profile.country}`],
    ['Caste', [profile.caste, profile.subCaste].filter(Boolean).join(' / ')],
    ['Education / Occupation', `${profile.education} / ${profile.occupation}`],
    ['Income', profile.income],
    [
      'Family',
      `${profile.familyType}; father: ${profile.fatherOccupation || '-'}; mother: ${profile.motherOccupation || '-'}`,
    ],
    ['Siblings', `${profile.siblings.brothers} brother(s), ${profile.siblings.sisters} sister(s)`],
    ['Contact', [profile.contactNumber, profile.email].filter(Boolean).join(' · ')],
    ['Created by', profile.user?.name ?? ''],
    ['Admin notes', profile.adminNotes ?? ''],
  ];
  return (
    <div className="space-y-3">
      {profile.profileImages.length > 0 && (
        <div className="flex gap-2 overflow-x-auto">
          {profile.profileImages.map((src, i) => (
            <img key={src} src={src} alt={`Photo ${i + 1}`} className="h-24 w-24 shrink-0 rounded-lg object-cover" />
          ))}
        </div>
      )}
      <dl className="grid gap-2 sm:grid-cols-2">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      {profile.aboutMe && <p className="whitespace-pre-line text-slate-800">{profile.aboutMe}</p>}
    </div>
  );
}

export function AdminMatrimonialPage() {
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTERS);
  const list = useAdminProfiles(filters, page);
  const stats = useMatrimonialStats();
  const actions = useAdminActions();
  const [viewing, setViewing] = useState<MatrimonialProfile | null>(null);
  const [reviewing, setReviewing] = useState<{ profile: MatrimonialProfile; action: 'approve' | 'reject' } | null>(
    null,
  );
  const [notes, setNotes] = useState('');
  const [toDelete, setToDelete] = useState<MatrimonialProfile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const review = () => {
    if (!reviewing) return;
    actions.review.mutate(
      { id: reviewing.profile._id, body: { action: reviewing.action, adminNotes: notes } },
      {
        onSuccess: () => setReviewing(null),
        onError: () => setFailure(M.updateFailed),
      },
    );
  };

  return (
    <div className="space-y-4">
      <AdminPageHeader title="Matrimonial Management" subtitle="Review, approve and manage matrimonial profiles." />
      <StatCards
        stats={[
          { label: 'Total Profiles', value: stats.data?.total ?? '-' },
          { label: 'Pending Approval', value: stats.data?.pending ?? '-' },
          { label: 'Approved', value: stats.data?.approved ?? '-' },
          { label: 'Rejected', value: stats.data?.rejected ?? '-' },
        ]}
      />
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4">
        <TextField
          label="Search"
          type="search"
          defaultValue={filters.search}
          onKeyDown={(e) => e.key === 'Enter' && setFilter('search', e.currentTarget.value.trim())}
          onBlur={(e) => setFilter('search', e.currentTarget.value.trim())}
        />
        <SelectFilter
          label="Status"
          value={filters.status}
          onChange={(v) => setFilter('status', v)}
          options={[
            { value: '', label: 'All' },
            { value: 'pending', label: 'Pending' },
            { value: 'approved', label: 'Approved' },
            { value: 'rejected', label: 'Rejected' },
          ]}
        />
        <SelectFilter
          label="Gender"
          value={filters.gender}
          onChange={(v) => setFilter('gender', v)}
          options={[
            { value: '', label: 'All' },
            { value: 'male', label: 'Male' },
            { value: 'female', label: 'Female' },
          ]}
        />
        <TextField
          label="City"
          defaultValue={filters.city}
          onKeyDown={(e) => e.key === 'Enter' && setFilter('city', e.currentTarget.value.trim())}
          onBlur={(e) => setFilter('city', e.currentTarget.value.trim())}
        />
      </div>
      {failure && <Alert>{failure}</Alert>}
      {list.isPending ? (
        <PageStatus text="Loading profiles..." />
      ) : list.isError ? (
        <LoadError message={M.loadListFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.profiles.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">{M.empty}</p>
      ) : (
        <>
          <AdminTable
            columns={['Photo', 'Name', 'Details', 'Status', 'Created', 'Actions']}
            minWidth="min-w-[860px]"
            caption="Matrimonial profiles"
          >
            {list.data.profiles.map((p) => (
              <tr key={p._id}>
                <td className="px-3 py-2">
                  <ProfilePhoto profile={p} className="h-12 w-12 rounded-lg text-lg" />
                </td>
                <td className="px-3 py-2">
                  <button
                    type="button"
                    onClick={() => setViewing(p)}
                    className="min-h-11 text-left font-semibold text-brand-800 underline"
                  >
                    {p.fullName}
                  </button>
                  <div className="text-slate-600">{p.user?.name}</div>
                </td>
                <td className="px-3 py-2 text-slate-700">
                  {p.age} yrs · {p.gender} · {p.city}
                  <div>{p.education}</div>
                </td>
                <td className="px-3 py-2">
                  <StatusBadges status={p.approvalStatus} isVisible={p.isVisible} />
                </td>
                <td className="px-3 py-2 text-slate-700">{formatDate(p.createdAt)}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    {p.approvalStatus === 'pending' && (
                      <>
                        <Button
                          onClick={() => {
                            setNotes('');
                            setFailure(null);
                            setReviewing({ profile: p, action: 'approve' });
                          }}
                        >
                          Approve
                        </Button>
                        <Button
                          variant="danger"
                          onClick={() => {
                            setNotes('');
                            setFailure(null);
                            setReviewing({ profile: p, action: 'reject' });
                          }}
                        >
                          Reject
                        </Button>
                      </>
                    )}
                    <Button
                      variant="secondary"
                      aria-label={`${p.isVisible ? 'Hide' : 'Show'} ${p.fullName}`}
                      disabled={actions.visibility.isPending}
                      onClick={() => {
                        setFailure(null);
                        actions.visibility.mutate(
                          { id: p._id, isVisible: !p.isVisible },
                          { onError: () => setFailure(M.visibilityFailed) },
                        );
                      }}
                    >
                      {p.isVisible ? 'Visible' : 'Hidden'}
                    </Button>
                    <Button variant="ghost" onClick={() => setToDelete(p)}>
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
          <Pagination
            page={list.data.pagination.page}
            pages={list.data.pagination.pages}
            hrefFor={hrefFor}
            numbered={false}
          />
        </>
      )}

      <Modal open={viewing !== null} title="Profile Details" onClose={() => setViewing(null)} size="lg">
        {viewing && <Details profile={viewing} />}
      </Modal>
      <ConfirmDialog
        open={reviewing !== null}
        title={reviewing?.action === 'approve' ? 'Approve Profile' : 'Reject Profile'}
        confirmLabel={reviewing?.action === 'approve' ? 'Approve' : 'Reject'}
        busyLabel="Saving..."
        danger={reviewing?.action === 'reject'}
        busy={actions.review.isPending}
        error={actions.review.isError ? messageOr(actions.review.error, M.updateFailed) : null}
        onCancel={() => {
          actions.review.reset();
          setReviewing(null);
        }}
        onConfirm={review}
      >
        <p className="mb-3">{reviewing?.profile.fullName}</p>
        <TextAreaField
          label="Admin notes (shown to the member)"
          rows={3}
          maxLength={500}
          length={notes.length}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Profile"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        danger
        busy={actions.remove.isPending}
        error={actions.remove.isError ? messageOr(actions.remove.error, M.deleteFailed) : null}
        onCancel={() => {
          actions.remove.reset();
          setToDelete(null);
        }}
        onConfirm={() => toDelete && actions.remove.mutate(toDelete._id, { onSuccess: () => setToDelete(null) })}
      >
        {M.deleteConfirm}
      </ConfirmDialog>
    </div>
  );
}
