import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@sangam/shared/user';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { ADMIN_SIDEBAR_LINKS } from '../../../test/adminSidebar.ts';
import { mockFetch } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { AdminLayout } from './AdminLayout.tsx';

/** Says who is signed in, so a test knows the session has loaded. */
function SignedInAs() {
  const { user } = useSession();
  return user ? <p>Signed in as {user.name}</p> : null;
}

function setup(user: User, badges?: Parameters<typeof AdminLayout>[0]['badges']) {
  localStorage.setItem('token', 'tok');
  mockFetch((url) => (url === '/api/profile/me' ? { body: { user } } : { body: {} }));
  renderWithApp(
    <>
      <SignedInAs />
      <AdminLayout badges={badges} />
    </>,
    { path: '/admin/users' },
  );
}

describe('AdminLayout', () => {
  it("shows an admin the sidebar with the spec's links, the current one marked", async () => {
    setup(signedInAdmin);
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(ADMIN_SIDEBAR_LINKS);
    expect(within(sidebar).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // On phones the list folds behind a menu button.
    expect(within(sidebar).getByRole('button', { name: /Admin menu/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws a badge handed in beside its link, describing the link without renaming it', async () => {
    setup(signedInAdmin, { '/admin/moderation': <span>3 waiting</span> });
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    const link = within(sidebar).getByRole('link', { name: 'Moderation' });
    expect(link).toHaveAttribute('href', '/admin/moderation');
    expect(link).toHaveAccessibleDescription('3 waiting');
    expect(within(sidebar).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-describedby');
  });

  it('shows no admin frame to a member who is not an admin (the route guard decides what they see)', async () => {
    setup(member({ id: 'm1', name: 'Plain Member' }));
    expect(await screen.findByText('Signed in as Plain Member')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
