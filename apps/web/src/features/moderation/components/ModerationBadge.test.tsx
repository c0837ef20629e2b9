import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { mockFetch } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { ModerationBadge } from './ModerationBadge.tsx';

function setup(total: number) {
  localStorage.setItem('token', 'tok');
  mockFetch((url) => {
    if (url === '/api/profile/me') return { body: { user: signedInAdmin } };
    if (url === '/api/admin/moderation/counts') {
      return { body: { reports: total, listings: 0, matrimonial: 0, total } };
    }
    return { body: {} };
  });
}

describe('ModerationBadge', () => {
  it('shows how many wait for review, said in words to screen readers', async () => {
    setup(4);
    renderWithApp(<ModerationBadge />, { path: '/admin/dashboard' });
    expect(await screen.findByText('4 waiting for review')).toBeInTheDocument();
    expect(screen.getByText('4')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows 99+ past 99', async () => {
    setup(250);
    renderWithApp(<ModerationBadge />, { path: '/admin/dashboard' });
    expect(await screen.findByText('99+')).toBeInTheDocument();
  });
});
