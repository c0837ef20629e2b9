import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { mockFetch, requestBody } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { AdminFormsPage } from './AdminFormsPage.tsx';

const record = (overrides: Record<string, unknown>) => ({
  _id: 'f1',
  slug: 'annual-meet',
  title: 'Annual Meet',
  description: 'x'.repeat(120),
  category: 'registration',
  status: 'active',
  fields: [],
  settings: {},
  styling: {},
  submissionCount: 7,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

function setup() {
  localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/profile/me') return { body: { user: signedInAdmin } };
    if (url.startsWith('/api/forms/admin/all')) {
      return {
        body: {
          forms: [
            record({}),
            record({ _id: 'f2', slug: 'feedback', title: 'Volunteers', status: 'draft', submissionCount: 0 }),
          ],
          pagination: { page: 1, limit: 10, total: 2, pages: 1 },
        },
      };
    }
    if (init.method === 'PUT' || init.method === 'DELETE') return { body: { message: 'ok' } };
    return { body: {} };
  });
  renderWithApp(<AdminFormsPage />, { path: '/admin/forms' });
  return fetchMock;
}

// Files share a worker process: the next file must not find this file's clipboard on jsdom's navigator.
afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

describe('AdminFormsPage', () => {
  it('lists forms with counts, toggles status, copies the link and deletes after the spec’s confirmation', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    const row = (await screen.findByText('Annual Meet')).closest('tr')!;
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(within(row).getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url]) => String(url).startsWith('/api/forms/admin/all') && String(url).includes('limit=10'),
      ),
    ).toBe(true);

    await user.click(within(row).getByRole('button', { name: 'Deactivate: Annual Meet' }));
    const draftRow = screen.getByText('Volunteers').closest('tr')!;
    await user.click(within(draftRow).getByRole('button', { name: 'Activate: Volunteers' }));
    const puts = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([url, init]) => [url, requestBody(init)]);
    expect(puts).toEqual([
      ['/api/forms/f1', { status: 'inactive' }],
      ['/api/forms/f2', { status: 'active' }],
    ]);

    await user.click(within(row).getByRole('button', { name: 'Copy link: Annual Meet' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/forms/annual-meet`);
    expect(await screen.findByText('Form link copied to clipboard!')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete Annual Meet' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this form? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/forms/f1' && init?.method === 'DELETE')).toBe(true);
  });
});
