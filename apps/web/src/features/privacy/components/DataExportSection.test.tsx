import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataExport } from '@sangam/shared/privacy';
import { member } from '../../../test/memberFixture.ts';
import { renderPage, type PageRoute } from '../../../test/renderPage.tsx';
import { DataExportSection } from './DataExportSection.tsx';

const made = (fields: Partial<DataExport>): DataExport => ({
  _id: 'e1',
  status: 'ready',
  createdAt: '2026-11-20T10:00:00.000Z',
  readyAt: '2026-11-20T10:00:15.000Z',
  expiresAt: '2026-11-21T10:00:15.000Z',
  downloadUrl: '/api/profile/exports/e1/download?exp=1&sig=abc',
  ...fields,
});

const show = (route: PageRoute) =>
  renderPage(<DataExportSection />, { viewer: member(), path: '/profile/privacy', route });

describe('DataExportSection', () => {
  it('shows each copy in its state, ready ones as a plain download link', async () => {
    show((url) =>
      url === '/api/profile/exports'
        ? {
            body: {
              exports: [
                made({ _id: 'e3', status: 'pending', readyAt: null, expiresAt: null, downloadUrl: null }),
                made({ _id: 'e2' }),
                made({ _id: 'e1', status: 'expired', downloadUrl: null }),
                made({ _id: 'e0', status: 'failed', downloadUrl: null, readyAt: null, expiresAt: null }),
              ],
            },
          }
        : undefined,
    );
    expect(screen.getByRole('heading', { name: 'A copy of your data' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Preparing…'),
      expect.stringMatching(/Ready:Download\(until 21 November 2026 at .*\)/),
      expect.stringContaining('Expired'),
      expect.stringContaining('Failed'),
    ]);
    const link = within(items[1]!).getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', '/api/profile/exports/e1/download?exp=1&sig=abc');
    expect(link).toHaveAttribute('download');
  });

  it("asks for a copy and shows the server's words, then the copy being prepared", async () => {
    let exports: DataExport[] = [];
    const { fetchMock } = show((url, init) => {
      if (url === '/api/profile/export' && init.method === 'POST') {
        exports = [made({ _id: 'e9', status: 'pending', readyAt: null, expiresAt: null, downloadUrl: null })];
        return { status: 202, body: { message: 'We are preparing a copy of your data.', export: exports[0] } };
      }
      if (url === '/api/profile/exports') return { body: { exports } };
      return undefined;
    });
    const button = screen.getByRole('button', { name: 'Get a copy of my data' });
    expect(button.className).toContain('min-h-11');
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('We are preparing a copy of your data.');
    expect(await screen.findByText('Preparing…')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/profile/export')).toHaveLength(1);
  });

  it("shows the server's words on the once-a-day refusal, and the network message when offline", async () => {
    let offline = false;
    show((url, init) => {
      if (url === '/api/profile/export' && init.method === 'POST') {
        return offline
          ? 'network-error'
          : {
              status: 429,
              body: { message: 'You can ask for a copy of your data once a day.', type: 'THROTTLED' },
              headers: { 'Retry-After': '3600' },
            };
      }
      if (url === '/api/profile/exports') return { body: { exports: [] } };
      return undefined;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Get a copy of my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can ask for a copy of your data once a day.');
    offline = true;
    await userEvent.click(screen.getByRole('button', { name: 'Get a copy of my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not connect to the server. Please check your internet connection.',
    );
  });
});
