import { formatTotal } from '@sangam/shared/pagination-total';
import { useState } from 'react';
import { messageOr } from '../../../api/errors.ts';
import { Alert } from '../../../components/ui/Alert.tsx';
import { PageStatus } from '../../../components/ui/PageStatus.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { useAdminReferrals, type AdminReferral, type ReferralFilters } from '../api/getAdminReferrals.ts';
import { useUpdateReferral, type ReferralChange } from '../api/updateReferral.ts';
import { referralLoadError } from '../lib/adminErrors.ts';
import { ReferralFiltersBar } from './ReferralFiltersBar.tsx';
import { ReferralsTable } from './ReferralsTable.tsx';

const UPDATE_FAILED = 'Failed to update the referral. Please try again.';

interface AllReferralsTabProps {
  filters: ReferralFilters;
  page: number;
  onFilterChange: (key: keyof ReferralFilters, value: string) => void;
  hrefFor: (page: number) => string;
  onNotice: (message: string) => void;
}

export function AllReferralsTab({ filters, page, onFilterChange, hrefFor, onNotice }: AllReferralsTabProps) {
  const referrals = useAdminReferrals({ ...filters, page }, true);
  const update = useUpdateReferral();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onChange = (change: ReferralChange, referral: AdminReferral) => {
    setBusyId(change.id);
    update.mutate(change, {
      onSuccess: () =>
        onNotice(
          'status' in change.changes
            ? `The referral of ${referral.referred.name} is completed.`
            : `Reward given for the referral of ${referral.referred.name}.`,
        ),
      onSettled: () => setBusyId(null),
    });
  };

  const data = referrals.data;
  let body;
  if (data) {
    body =
      data.referrals.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">No referrals found</p>
      ) : (
        <div aria-busy={referrals.isPlaceholderData} className={referrals.isPlaceholderData ? 'opacity-60' : undefined}>
          <p className="mb-2 text-sm text-slate-700">
            {formatTotal(data.pagination)}{' '}
            {data.pagination.total === 1 && !data.pagination.capped ? 'referral' : 'referrals'}
          </p>
          <ReferralsTable referrals={data.referrals} busyId={busyId} onChange={onChange} />
          <div className="mt-4">
            <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={hrefFor} numbered={false} />
          </div>
        </div>
      );
  } else if (referrals.isError) {
    body = (
      <LoadError
        message={referralLoadError(referrals.error, 'referrals')}
        onRetry={() => void referrals.refetch()}
        retrying={referrals.isFetching}
      />
    );
  } else {
    body = <PageStatus text="Loading referrals..." />;
  }

  return (
    <div className="space-y-4">
      <ReferralFiltersBar filters={filters} onChange={onFilterChange} />
      {update.isError && <Alert>{messageOr(update.error, UPDATE_FAILED)}</Alert>}
      {body}
    </div>
  );
}
