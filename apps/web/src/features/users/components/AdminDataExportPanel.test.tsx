import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataExport } from '@sangam/shared/privacy';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { mockFetch, requestBody } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { AdminDataExportPanel } from './AdminDataExportPanel.tsx';

const READY: DataExport = {
  _id: 'e1',
  status: 'ready',
  createdAt: '2026-11-20T10:00:00.000Z',
  readyAt: '2026-11-20T10:00:15.000Z',
  expiresAt: '2026-11-21T10:00:15.000Z',
  downloadUrl: '/api/profile/exports/e1/download?exp=1&sig=abc',
  requestedBy: 'Site Admin',
  reason: 'Letter of 19 November',
};

describe('AdminDataExportPanel', () => {
  it('asks for the written request, sends it, and lists the copies with their download links', async () => {
    localStorage.setItem('token', 'tok');
    let exports: DataExport[] = [];
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/profile/me') return { body: { user: signedInAdmin } };
      if (url === '/api/admin/users/u1/export' && init.method === 'POST') {
        exports = [READY];
        return { status: 202, body: { message: 'We are preparing a copy.', export: { ...READY, status: 'pending' } } };
      }
      if (url === '/api/admin/users/u1/exports') return { body: { exports } };
      return { body: {} };
    });
    renderWithApp(<AdminDataExportPanel userId="u1" />, { path: '/admin/users' });
    expect(screen.getByRole('heading', { name: 'Export data (written request)' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("The member's written request"), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Export data' }));
    expect(await screen.findByText(/at least 10 characters/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/users/u1/export')).toBe(false);

    await userEvent.type(screen.getByLabelText("The member's written request"), ' letter of 19 November');
    await userEvent.click(screen.getByRole('button', { name: 'Export data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We are preparing a copy.');
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/admin/users/u1/export')!;
    expect(requestBody(post[1])).toEqual({ reason: 'short letter of 19 November' });

    const list = await screen.findByRole('list', { name: "Copies of this member's data" });
    expect(within(list).getByText(/by Site Admin · Letter of 19 November/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Download' })).toHaveAttribute('href', READY.downloadUrl);
  });
});
