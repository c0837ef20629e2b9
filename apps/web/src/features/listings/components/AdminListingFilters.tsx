import { SearchBox } from '../../../components/ui/SearchBox.tsx';
import { SelectFilter } from '../../../components/ui/SelectFilter.tsx';

interface AdminListingFiltersProps {
  search: string;
  category: string;
  categories: string[];
  onChange: (key: 'search' | 'category', value: string) => void;
}

export function AdminListingFilters({ search, category, categories, onChange }: AdminListingFiltersProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <SearchBox
        label="Search listings"
        placeholder="Title, description or category"
        value={search}
        onSearch={(value) => onChange('search', value)}
      />
      <SelectFilter
        label="Category"
        value={category}
        options={[{ value: '', label: 'All Categories' }, ...categories.map((name) => ({ value: name, label: name }))]}
        onChange={(value) => onChange('category', value)}
      />
    </div>
  );
}
