import { useId } from 'react';
import { SearchBox } from '../../../components/ui/SearchBox.tsx';
import { SelectFilter } from '../../../components/ui/SelectFilter.tsx';
import type { ReferralFilters } from '../api/getAdminReferrals.ts';
import { PERIOD_OPTIONS, STATUS_FILTER_OPTIONS } from '../lib/labels.ts';

interface ReferralFiltersBarProps {
  filters: ReferralFilters;
  onChange: (key: keyof ReferralFilters, value: string) => void;
}

const dateInput =
  'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';

export function ReferralFiltersBar({ filters, onChange }: ReferralFiltersBarProps) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <SearchBox
        label="Search referrals"
        placeholder="Name, phone or code"
        value={filters.search}
        onSearch={(value) => onChange('search', value)}
        className="sm:col-span-2 lg:col-span-1"
      />
      <SelectFilter
        label="Status"
        value={filters.status}
        options={STATUS_FILTER_OPTIONS}
        onChange={(value) => onChange('status', value)}
      />
      <SelectFilter
        label="Period"
        value={filters.period}
        options={[{ value: '', label: 'All time' }, ...PERIOD_OPTIONS]}
        onChange={(value) => onChange('period', value)}
      />
      <div>
        <label htmlFor={fromId} className="mb-1 block text-sm font-medium text-slate-800">
          From date
        </label>
        <input
          id={fromId}
          type="date"
          value={filters.dateFrom}
          max={filters.dateTo || undefined}
          onChange={(event) => onChange('dateFrom', event.target.value)}
          className={dateInput}
        />
      </div>
      <div>
        <label htmlFor={toId} className="mb-1 block text-sm font-medium text-slate-800">
          To date
        </label>
        <input
          id={toId}
          type="date"
          value={filters.dateTo}
          min={filters.dateFrom || undefined}
          onChange={(event) => onChange('dateTo', event.target.value)}
          className={dateInput}
        />
      </div>
    </div>
  );
}
