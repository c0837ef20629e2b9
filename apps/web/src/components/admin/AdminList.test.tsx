import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TrashIcon } from './AdminIcons.tsx';
import { AdminList } from './AdminList.tsx';
import type { ListQuery } from './ListStates.tsx';
import { confirmDelete } from './RowActions.tsx';

interface Row {
  _id: string;
  name: string;
}
interface Reply {
  rows: Row[];
  pagination: { page: number; pages: number; total: number };
}

const query = (over: Partial<ListQuery<Reply>>): ListQuery<Reply> => ({
  data: undefined,
  isError: false,
  isFetching: false,
  isPending: true,
  isPlaceholderData: false,
  refetch: vi.fn(() => Promise.resolve()),
  ...over,
});
const reply = (rows: Row[], page = 1, pages = 1): Reply => ({ rows, pagination: { page, pages, total: rows.length } });

const mutation = () => ({
  isPending: false,
  isError: false,
  error: null,
  reset: vi.fn(),
  mutate: vi.fn((_id: string, { onSuccess }: { onSuccess: () => void }) => onSuccess()),
});

function show(listQuery: ListQuery<Reply>, remove = mutation()) {
  render(
    <MemoryRouter initialEntries={['/admin/things?search=a']}>
      <AdminList
        query={listQuery}
        loading="Loading things..."
        failed="Failed to fetch things"
        empty="No things found"
        count={(_, info) => `${info.total} things`}
        hrefFor={(page) => `?search=a&page=${page}`}
        rows={(data) => data.rows}
        rowKey={(row) => row._id}
        minWidth="min-w-[40rem]"
        columns={[{ header: 'Name', rowHeader: true, cell: (row) => row.name }]}
        actions={[
          {
            label: (row) => `Delete ${row.name}`,
            icon: TrashIcon,
            tone: 'danger',
            confirm: confirmDelete(remove, { title: 'Delete Thing', body: 'Sure?', failed: 'Failed to delete' }),
          },
        ]}
      />
    </MemoryRouter>,
  );
  return remove;
}

describe('AdminList', () => {
  it('says it is loading until the first reply', () => {
    show(query({}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading things...');
  });

  it('says the load failed and tries again on Try Again', async () => {
    const failed = query({ isError: true, isPending: false });
    show(failed);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch things');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing matches', () => {
    show(query({ data: reply([]), isPending: false }));
    expect(screen.getByText('No things found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws the rows with their count, and page links that keep the filters', () => {
    show(query({ data: reply([{ _id: '1', name: 'Lamp' }], 2, 3), isPending: false }));
    expect(screen.getByText('1 things')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Lamp' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/admin/things?search=a&page=3');
  });

  it('dims the rows while another page loads', () => {
    show(query({ data: reply([{ _id: '1', name: 'Lamp' }]), isPending: false, isPlaceholderData: true }));
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it('runs a row action only once its confirmation is confirmed', async () => {
    const remove = show(query({ data: reply([{ _id: '7', name: 'Lamp' }]), isPending: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lamp' }));
    expect(remove.reset).toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Delete Thing' });
    expect(within(dialog).getByText('Sure?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove.mutate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Lamp' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(remove.mutate).toHaveBeenCalledWith('7', expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the error when the action fails', async () => {
    const remove = { ...mutation(), isError: true, mutate: vi.fn() };
    show(query({ data: reply([{ _id: '7', name: 'Lamp' }]), isPending: false }), remove);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lamp' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(within(screen.getByRole('dialog')).getByText('Failed to delete')).toBeInTheDocument();
  });
});
