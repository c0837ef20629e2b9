import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginPrompt } from '../../../components/engagement/LoginPrompt.tsx';
import { LoginPage } from './LoginPage.tsx';
import { ContinueReading } from '../../../auth/ContinueReading.tsx';
import { mockFetch } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { afterJoinPath } from '../../../auth/redirect.ts';
import { expectLink } from '../../../test/expectLink.ts';

// A visitor who joins from a shared page keeps their place: Join beside Log In, Create an account on the login
// page, then /profile?continue=... with a link back.

describe('the way back through joining', () => {
  it('offers Join beside Log In, both returning to the page, and brings a tapped prompt into view', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderWithApp(<LoginPrompt text="Please login to mark yourself going" announce />, {
      path: '/news/:slug',
      at: '/news/annual-meet',
    });
    expectLink(screen, 'Log In', '/login?redirect=%2Fnews%2Fannual-meet');
    expectLink(screen, 'Join', '/register?redirect=%2Fnews%2Fannual-meet');
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
  });

  it("carries the login page's return path to Create an account", async () => {
    mockFetch(() => ({ body: {} }));
    renderWithApp(<LoginPage />, { path: '/login', at: '/login?redirect=%2Fquestions%2Fq1' });
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fquestions%2Fq1',
    );
  });

  it.each([
    [null, '/profile'],
    ['/questions/q1', '/profile?continue=%2Fquestions%2Fq1'],
    ['/profile?tab=privacy', '/profile?tab=privacy'],
    ['//evil.example', '/profile'],
    ['/login', '/profile'],
  ])('after joining from %s goes to %s', (back, to) => {
    expect(afterJoinPath(back)).toBe(to);
  });

  it('shows Continue to what you were reading on /profile?continue=, and nothing for another site', () => {
    const first = renderWithApp(<ContinueReading />, { path: '/profile', at: '/profile?continue=%2Fquestions%2Fq1' });
    expectLink(screen, 'Continue to what you were reading', '/questions/q1');
    first.unmount();
    renderWithApp(<ContinueReading />, { path: '/profile', at: '/profile?continue=%2F%2Fevil.example' });
    expect(screen.queryByRole('link', { name: 'Continue to what you were reading' })).not.toBeInTheDocument();
  });
});
