import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetchMock.ts';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { ContactPanel } from './ContactPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the matrimonial contact panel', () => {
  it('gives a premium member Call Now and Chat on WhatsApp buttons, as on member profiles', async () => {
    localStorage.setItem('token', 'tok');
    mockFetch(() => ({ body: { user: member({ id: 'me', planType: 'premium' }) } }));
    const profile = matrimonialProfile({ contactNumber: '+91 98765 43210', email: 'kamble.family@example.com' });
    renderWithApp(<ContactPanel profile={profile} />, {
      path: '/matrimonial/profile/:id',
      at: '/matrimonial/profile/p1',
    });

    expect(await screen.findByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+919876543210');
    const chat = screen.getByRole('link', { name: /Chat on WhatsApp with Priya Kamble/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(chat.getAttribute('href')!.split('text=')[1]!)).toBe(
      'Namaste, I saw the matrimonial profile of Priya Kamble on Sangam.',
    );
    expect(screen.getByRole('link', { name: 'kamble.family@example.com' })).toHaveAttribute(
      'href',
      'mailto:kamble.family@example.com',
    );
  });
});
