import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DirectoryConfig } from '@sangam/shared/directory';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { fakeTimeEvents } from '../../../test/fakeTimeEvents.ts';
import { renderPage } from '../../../test/renderPage.tsx';
import { DirectorySettingsPage } from './DirectorySettingsPage.tsx';

const config: DirectoryConfig = {
  enforcePublicFilter: true,
  enforceActiveFilter: true,
  excludeCurrentUser: true,
  limit: 100,
};
const counts = { totalUsers: 10, publicUsers: 8, activeUsers: 9, eligibleUsers: 7, shownUsers: 5 };

function setup(
  put: (body: DirectoryConfig) => MockReply = (body) => ({ body: { message: 'ok', config: body, counts } }),
) {
  return renderPage(<DirectorySettingsPage />, {
    viewer: signedInAdmin,
    route: (url, init) => {
      if (url === '/api/directory/config' && init.method === 'PUT') return put(requestBody(init) as DirectoryConfig);
      if (url === '/api/directory/config') return { body: { config, counts } };
      return undefined;
    },
    path: '/admin/settings',
  }).fetchMock;
}

describe('DirectorySettingsPage', () => {
  it('saves the settings and says so for 3 seconds', async () => {
    const events = fakeTimeEvents();
    const fetchMock = setup();

    expect(await screen.findByRole('heading', { name: 'Directory Settings', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Directory Eligible')).toBeInTheDocument();
    // The limit's effect is visible in the counts (issue 9 item 16).
    expect(screen.getByText('Members can page through 5 (the limit)')).toBeInTheDocument();
    await events.click(screen.getByLabelText(/Hide the viewing member from their own results/));
    const limit = screen.getByLabelText('Most members a viewer can page through');
    await events.clear(limit);
    await events.type(limit, '250');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Directory settings saved successfully!')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(requestBody(put?.[1])).toEqual({ ...config, excludeCurrentUser: false, limit: 250 });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByText('Directory settings saved successfully!')).not.toBeInTheDocument();
  });

  it('refuses a limit outside 1 to 1000 with the shared message', async () => {
    const fetchMock = setup();
    const limit = await screen.findByLabelText('Most members a viewer can page through');
    await userEvent.clear(limit);
    await userEvent.type(limit, '1001');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Limit must be a whole number between 1 and 1000')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says when saving failed', async () => {
    setup(() => ({ status: 400, body: { message: 'Bad', fields: { limit: 'Bad' } } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save changes. Please try again.')).toBeInTheDocument();
  });
});
