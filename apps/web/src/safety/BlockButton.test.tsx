import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { member } from '../test/memberFixture.ts';
import { renderPage, type PageRoute } from '../test/renderPage.tsx';
import { BlockButton } from './BlockButton.tsx';
import { SAFETY_NOTICE_ID, safetyNoticeText } from './notice.ts';
import { useViewer } from './useViewer.ts';

/** Shows once the session has its member (the page's actions are decided by then). */
function SignedInAs() {
  const viewer = useViewer();
  return viewer ? <p>Signed in as {viewer.name}</p> : null;
}

const show = (route: PageRoute, viewer = member({ id: 'me' })) =>
  renderPage(<BlockButton userId="u7" name="Ravi Kumar" fallbackPath="/" />, {
    viewer,
    path: '/user-profile/:userId',
    at: '/user-profile/u7',
    route,
  });

// The shell's live region for the line (RootLayout).
beforeEach(() => {
  const region = document.createElement('div');
  region.id = SAFETY_NOTICE_ID;
  region.setAttribute('role', 'status');
  document.body.append(region);
});
afterEach(() => document.getElementById(SAFETY_NOTICE_ID)?.remove());

describe('BlockButton', () => {
  it('asks first, blocks, and takes the member away from the profile with "Member blocked."', async () => {
    const calls: string[] = [];
    const { location } = show((url, init) => {
      if (url === '/api/blocks/u7' && init.method === 'POST') {
        calls.push(url);
        return {
          status: 201,
          body: { message: 'Member blocked.', block: { user: { _id: 'u7' }, createdAt: '2026-11-28T10:00:00Z' } },
        };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block this member' });
    expect(dialog).toHaveTextContent('Block Ravi Kumar? You will not see each other in the directory');
    expect(calls).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Home page at /')).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(calls).toEqual(['/api/blocks/u7']);
    expect(safetyNoticeText()).toBe('Member blocked.');
    await userEvent.click(screen.getByRole('button', { name: 'Close this message' }));
    expect(safetyNoticeText()).toBeNull();
  });

  it("keeps the dialog with the server's words when the block is refused", async () => {
    show((url, init) =>
      url === '/api/blocks/u7' && init.method === 'POST'
        ? { status: 409, body: { message: 'You can block at most 1,000 members.' } }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block this member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can block at most 1,000 members.');
    expect(safetyNoticeText()).toBeNull();
  });

  it('is not offered on the member’s own profile', async () => {
    renderPage(
      <>
        <SignedInAs />
        <BlockButton userId="u7" name="Ravi Kumar" />
      </>,
      { viewer: member({ id: 'u7', name: 'Ravi Kumar' }), path: '/user-profile/:userId', at: '/user-profile/u7' },
    );
    expect(await screen.findByText('Signed in as Ravi Kumar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  });
});
