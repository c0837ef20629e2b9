import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Navbar } from '../layout/Navbar.tsx';
import { renderWithApp } from '../test/renderWithApp.tsx';
import { formatDate } from './format.ts';
import { joinedText } from './memberSince.ts';

describe('wording', () => {
  it('words the join date like the Joined detail, and writes dates one way', () => {
    const now = new Date('2026-11-23T10:00:00');
    expect(joinedText('2026-10-29T10:00:00', now)).toBe('Joined 25 days ago');
    expect(joinedText('2026-11-23T08:00:00', now)).toBe('Joined today');
    expect(joinedText('2026-11-22T08:00:00', now)).toBe('Joined yesterday');
    expect(joinedText('2024-05-05T10:00:00', now)).toBe(`Joined ${formatDate('2024-05-05T10:00:00')}`);
  });

  it('confirms a Clear Cache once the page has reloaded', async () => {
    sessionStorage.setItem('sangam.cacheCleared', '1');
    renderWithApp(<Navbar />, { path: '/about' });
    expect(await screen.findByText(/Cache cleared\./)).toBeInTheDocument();
    expect(sessionStorage.getItem('sangam.cacheCleared')).toBeNull();
  });
});

describe('navbar on a slow session check', () => {
  it('shows Login and Register once the loading dots stop after 3 s', async () => {
    localStorage.setItem('token', 'tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithApp(<Navbar />, { path: '/about' });
    expect(screen.getAllByRole('status', { name: 'Loading account' }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: 'Register' }, { timeout: 5_000 })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
