import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, withAll, type FilterSpec } from './FilterBar.tsx';

type Key = 'search' | 'category' | 'featured';
const FILTERS: FilterSpec<Key>[] = [
  { kind: 'search', name: 'search', label: 'Search' },
  { kind: 'select', name: 'category', label: 'Category', options: withAll('All', ['news', 'event']) },
  { kind: 'checkbox', name: 'featured', label: 'Featured only' },
];

describe('FilterBar, collapsible', () => {
  it('folds the filters but the search behind a "Filters (N)" button tied to them (aria-expanded/controls)', async () => {
    render(
      <FilterBar
        collapsible
        filters={FILTERS}
        values={{ search: 'tea', category: 'event', featured: 'true' }}
        onChange={vi.fn()}
        className="grid"
      />,
    );
    // The search is not counted: it stays in view.
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).toContainElement(screen.getByLabelText('Category'));
    expect(panel).not.toContainElement(screen.getByLabelText('Search'));
    expect(panel).toHaveClass('hidden', 'sm:contents');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('contents');
    expect(panel).not.toHaveClass('hidden');
  });

  it('says "Filters" alone when none is set, and draws no button when not collapsible', () => {
    const values = { search: '', category: '', featured: '' };
    const { rerender } = render(
      <FilterBar collapsible filters={FILTERS} values={values} onChange={vi.fn()} className="grid" />,
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    rerender(<FilterBar filters={FILTERS} values={values} onChange={vi.fn()} className="grid" />);
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });
});
