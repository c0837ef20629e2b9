import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetchMock.ts';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { ContactPanel } from './ContactPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the matrimonial contact panel', () => {
  it('gives a premium member Show contact, then Call Now and Chat on WhatsApp buttons, as on member profiles', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockFetch((url) =>
      url.endsWith('/contact')
        ? { body: { contactNumber: '+91 98765 43210', email: 'kamble.family@example.com' } }
        : { body: { user: member({ id: 'me', planType: 'premium' }) } },
    );
    // Issue 36: the reply carries the biodata link but no contacts; the tap reveals them.
    const profile = matrimonialProfile({ contactNumber: undefined, email: undefined, biodata: '/api/b' });
    renderWithApp(<ContactPanel profile={profile} />, {
      path: '/matrimonial/profile/:id',
      at: '/matrimonial/profile/p1',
    });

    (await screen.findByRole('button', { name: /Show contact/ })).click();
    expect(fetchMock.mock.calls.find(([url]) => String(url).endsWith('/contact'))?.[0]).toBe(
      `/api/matrimonial/profiles/${profile._id}/contact`,
    );
    expect(screen.getByRole('button', { name: 'Download Biodata' })).toBeInTheDocument();
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

  it("says the server's words when today's limit of contact reveals stops a biodata download", async () => {
    localStorage.setItem('token', 'tok');
    mockFetch((url) =>
      url.endsWith('/biodata')
        ? {
            status: 429,
            body: { message: "You have reached today's limit for viewing contact details.", type: 'RATE_LIMITED' },
          }
        : { body: { user: member({ id: 'me', planType: 'premium' }) } },
    );
    const profile = matrimonialProfile({ contactNumber: undefined, email: undefined, biodata: '/api/b' });
    renderWithApp(<ContactPanel profile={profile} />, {
      path: '/matrimonial/profile/:id',
      at: '/matrimonial/profile/p1',
    });

    (await screen.findByRole('button', { name: 'Download Biodata' })).click();
    expect(await screen.findByText("You have reached today's limit for viewing contact details.")).toBeInTheDocument();
  });
});
