import { SearchBox } from '../../../components/ui/SearchBox.tsx';
import { SelectFilter } from '../../../components/ui/SelectFilter.tsx';
import type { AdminUsersFilters } from '../api/getAdminUsers.ts';
import { PLAN_OPTIONS, STATUS_OPTIONS } from '../lib/options.ts';

interface UserFiltersProps {
  filters: AdminUsersFilters;
  onChange: (key: keyof AdminUsersFilters, value: string) => void;
}

export function UserFilters({ filters, onChange }: UserFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_12rem_12rem]">
      <SearchBox
        className="col-span-2 sm:col-span-1"
        label="Search users"
        placeholder="Name, occupation or phone number"
        value={filters.search}
        onSearch={(value) => onChange('search', value)}
      />
      <SelectFilter
        label="Plan"
        value={filters.planType}
        options={[{ value: '', label: 'All plans' }, ...PLAN_OPTIONS]}
        onChange={(value) => onChange('planType', value)}
      />
      <SelectFilter
        label="Status"
        value={filters.accountStatus}
        options={[{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS]}
        onChange={(value) => onChange('accountStatus', value)}
      />
    </div>
  );
}
