import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlockedMember } from '@sangam/shared/moderation';
import { member } from '../../../test/memberFixture.ts';
import { listReply, renderPage, type PageRoute } from '../../../test/renderPage.tsx';
import { BlockedMembersPage } from './BlockedMembersPage.tsx';

const blocked = (id: string, name: string): BlockedMember => ({
  user: { _id: id, id, name, profileImage: null },
  createdAt: '2026-11-20T10:00:00.000Z',
});

const show = (route: PageRoute) =>
  renderPage(<BlockedMembersPage />, { viewer: member(), path: '/profile/blocked', route });

describe('BlockedMembersPage', () => {
  it('lists the members blocked with the date, and Unblock takes one off the list', async () => {
    let rows = [blocked('u7', 'Ravi Kumar'), blocked('u8', 'Sunita Rao')];
    const { fetchMock } = show((url, init) => {
      if (url.startsWith('/api/blocks/u7') && init.method === 'DELETE') {
        rows = rows.filter((row) => row.user._id !== 'u7');
        return { body: { message: 'Member unblocked.' } };
      }
      if (url.startsWith('/api/blocks')) return listReply('blocks', rows);
      return undefined;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blocked members' })).toBeInTheDocument();
    const ravi = (await screen.findByText('Ravi Kumar')).closest('li')!;
    expect(within(ravi).getByText('Blocked on 20 November 2026')).toBeInTheDocument();

    const unblock = within(ravi).getByRole('button', { name: 'Unblock Ravi Kumar' });
    expect(unblock.className).toContain('min-h-11');
    await userEvent.click(unblock);
    expect(await screen.findByRole('status')).toHaveTextContent('Member unblocked.');
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/blocks/u7' && init?.method === 'DELETE')).toBe(
      true,
    );
    await screen.findByText('Sunita Rao');
    expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument();
  });

  it('says so when nobody is blocked', async () => {
    show((url) => (url.startsWith('/api/blocks') ? listReply('blocks', []) : undefined));
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  it('offers Try Again when the list does not load', async () => {
    let fail = true;
    show((url) => {
      if (!url.startsWith('/api/blocks')) return undefined;
      return fail ? { status: 400, body: { message: 'Bad page' } } : listReply('blocks', [blocked('u9', 'Meena')]);
    });
    expect(await screen.findByText('Could not load the members you blocked. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Meena')).toBeInTheDocument();
  });
});
