import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, withAll, type FilterSpec } from './FilterBar.tsx';

type Key = 'search' | 'status' | 'from' | 'city' | 'featured';
const FILTERS: FilterSpec<Key>[] = [
  { kind: 'search', name: 'search', label: 'Search' },
  { kind: 'select', name: 'status', label: 'Status', options: withAll('All statuses', ['open', 'closed']) },
  { kind: 'date', name: 'from', label: 'From' },
  { kind: 'text', name: 'city', label: 'City' },
  { kind: 'checkbox', name: 'featured', label: 'Featured only' },
];
const values: Record<Key, string> = { search: '', status: '', from: '', city: '', featured: '' };

describe('FilterBar', () => {
  it('draws each filter from its description and reports changes by name', async () => {
    const onChange = vi.fn();
    render(<FilterBar filters={FILTERS} values={values} onChange={onChange} className="grid" />);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(onChange).toHaveBeenLastCalledWith('status', 'closed');
    expect(screen.getByRole('option', { name: 'All statuses' })).toHaveValue('');
    await userEvent.type(screen.getByLabelText('City'), ' Pune {Enter}');
    expect(onChange).toHaveBeenLastCalledWith('city', 'Pune');
    await userEvent.click(screen.getByLabelText('Featured only'));
    expect(onChange).toHaveBeenLastCalledWith('featured', 'true');
    await userEvent.type(screen.getByLabelText('Search'), 'tea{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('search', 'tea');
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
  });
});
