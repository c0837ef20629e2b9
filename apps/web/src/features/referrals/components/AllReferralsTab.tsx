// Admin screen: English for now (issue 32); its texts are not drawn through the catalogues.
import { useState } from 'react';
import { messageOr } from '../../../api/errors.ts';
import { AdminList } from '../../../components/admin/AdminList.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { FilterBar, type FilterSpec } from '../../../components/ui/FilterBar.tsx';
import { useAdminReferrals, type AdminReferral, type ReferralFilters } from '../api/getAdminReferrals.ts';
import { useUpdateReferral, type ReferralChange } from '../api/updateReferral.ts';
import { referralLoadError } from '../lib/adminErrors.ts';
import { PERIOD_OPTIONS, STATUS_FILTER_OPTIONS } from '../lib/labels.ts';
import { REFERRAL_COLUMNS, referralActions } from './referralColumns.tsx';
import { countLine } from '../../../components/admin/countLine.ts';

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

  const filterSpecs: FilterSpec<keyof ReferralFilters>[] = [
    {
      kind: 'search',
      name: 'search',
      label: 'Search referrals',
      placeholder: 'Name, phone or code',
      className: 'sm:col-span-2 lg:col-span-1',
    },
    { kind: 'select', name: 'status', label: 'Status', options: STATUS_FILTER_OPTIONS },
    { kind: 'select', name: 'period', label: 'Period', options: [{ value: '', label: 'All time' }, ...PERIOD_OPTIONS] },
    { kind: 'date', name: 'dateFrom', label: 'From date', max: filters.dateTo },
    { kind: 'date', name: 'dateTo', label: 'To date', min: filters.dateFrom },
  ];

  return (
    <div className="space-y-4">
      <FilterBar
        filters={filterSpecs}
        values={filters}
        onChange={onFilterChange}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      />
      {update.isError && <Alert>{messageOr(update.error, UPDATE_FAILED)}</Alert>}
      <AdminList
        query={referrals}
        loading="Loading referrals..."
        failed={referrals.isError ? referralLoadError(referrals.error, 'referrals') : ''}
        empty="No referrals found"
        count={countLine('referral', 'referrals')}
        hrefFor={hrefFor}
        rows={(data) => data.referrals}
        rowKey={(referral) => referral._id}
        minWidth="min-w-[60rem]"
        columns={REFERRAL_COLUMNS}
        actions={referralActions(busyId, onChange)}
      />
    </div>
  );
}
