import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditLogEntry } from '@sangam/shared/audit';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { calledUrls } from '../../../test/fetchMock.ts';
import { listReply, renderPage } from '../../../test/renderPage.tsx';
import { AdminAuditPage } from './AdminAuditPage.tsx';

const entry = (overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  _id: 'a1',
  actor: { _id: 'admin1', name: 'Admin Person' },
  action: 'listing.approve',
  subjectType: 'listing',
  subject: { _id: 'l1', name: 'Leak repairs' },
  changes: { title: ['Leak repair', 'Leak repairs'], approved: [false, true] },
  details: '',
  clientAddress: '203.0.113.7',
  createdAt: '2026-11-28T06:30:00.000Z',
  ...overrides,
});

const render = (at = '/admin/audit', rows = [entry()]) =>
  renderPage(<AdminAuditPage />, {
    viewer: signedInAdmin,
    path: '/admin/audit',
    at,
    route: (url) => {
      if (url.startsWith('/api/admin/audit/export.csv')) return { text: 'Time (IST)\n', contentType: 'text/csv' };
      if (url.startsWith('/api/admin/audit')) return listReply('entries', rows, { limit: 50 });
      return undefined;
    },
  });

afterEach(() => vi.unstubAllGlobals());

describe('the audit log screen', () => {
  it('lists who did what to which subject, each change before and after, and the client address', async () => {
    render();
    const row = (await screen.findByRole('rowheader', { name: 'Admin Person' })).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('listing.approve')).toBeInTheDocument();
    expect(cells.getByRole('link', { name: 'Leak repairs' })).toHaveAttribute('href', '/admin/audit?subject=l1');
    expect(cells.getByRole('link', { name: 'Admin Person' })).toHaveAttribute('href', '/admin/audit?actor=admin1');
    expect(cells.getByText('listing')).toBeInTheDocument();
    const changes = cells.getAllByRole('listitem').map((item) => item.textContent);
    expect(changes).toEqual(['title: Leak repair →  changed to Leak repairs', 'approved: false →  changed to true']);
    expect(cells.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText('1 entry')).toBeInTheDocument();
  });

  it('says when a row changed nothing it can show and when no address was known', async () => {
    render('/admin/audit', [entry({ changes: {}, clientAddress: null, details: 'by a one-time code' })]);
    const row = (await screen.findByRole('rowheader', { name: 'Admin Person' })).closest('tr')!;
    expect(within(row).getByText('by a one-time code')).toBeInTheDocument();
    expect(within(row).getAllByText('—')).toHaveLength(2);
  });

  it('asks the server with the filters of the URL, and a new filter goes back to page 1', async () => {
    const { fetchMock, location } = render('/admin/audit?action=news.update&page=2');
    await screen.findByRole('rowheader', { name: 'Admin Person' });
    expect(calledUrls(fetchMock, '/api/admin/audit')[0]).toContain('action=news.update');
    expect(calledUrls(fetchMock, '/api/admin/audit')[0]).toContain('page=2');

    await userEvent.selectOptions(screen.getByLabelText('Subject type'), 'news');
    await vi.waitFor(() => expect(location().search).toBe('?action=news.update&subjectType=news'));
    const actor = screen.getByLabelText('Actor');
    await userEvent.type(actor, 'Asha{Enter}');
    await vi.waitFor(() => expect(location().search).toContain('actor=Asha'));
    await vi.waitFor(() =>
      expect(calledUrls(fetchMock, '/api/admin/audit').at(-1)).toMatch(/actor=Asha.*subjectType=news.*page=1/),
    );
  });

  it('downloads the CSV with the filters on screen', async () => {
    const createObjectURL = vi.fn(() => 'blob:audit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { fetchMock } = render('/admin/audit?actor=admin1&from=2026-11-01');
    await screen.findByRole('rowheader', { name: 'Admin Person' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [url] = calledUrls(fetchMock, '/api/admin/audit/export.csv');
    expect(url).toContain('actor=admin1');
    expect(url).toContain('from=2026-11-01');
  });
});
