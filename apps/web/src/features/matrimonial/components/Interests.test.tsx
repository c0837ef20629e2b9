import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Interest } from '@sangam/shared/matrimonial-interests';
import { mockFetch, requestBody } from '../../../test/fetchMock.ts';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { Interests } from './Interests.tsx';
import { SendInterest } from './SendInterest.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const mine = matrimonialProfile({ _id: 'mine', fullName: 'Vikas Pawar', gender: 'male', isOwner: true });
const theirs = matrimonialProfile({ _id: 'theirs', fullName: 'Priya Kamble' });

const interest = (overrides: Partial<Interest> = {}): Interest => ({
  _id: 'i1',
  status: 'pending',
  message: 'We liked the profile.',
  createdAt: '2026-11-20T10:00:00.000Z',
  respondedAt: null,
  direction: 'received',
  fromProfile: theirs,
  toProfile: mine,
  ...overrides,
});

const page = (interests: Interest[]) => ({
  interests,
  pagination: { page: 1, limit: 20, total: interests.length, pages: 1 },
});

describe('My Profiles -> Interests', () => {
  it('a received pending interest: the other family, its message, Accept and Decline; accepting says so', async () => {
    localStorage.setItem('token', 'tok');
    let status: Interest['status'] = 'pending';
    const fetchMock = mockFetch((url, init) => {
      if (url.includes('/api/profile/me')) return { body: { user: member({ id: 'me' }) } };
      if (url.includes('/api/matrimonial/interests/i1') && init.method === 'PUT') {
        status = 'accepted';
        return { body: { message: 'accepted', interest: interest({ status }) } };
      }
      return { body: page([interest({ status })]) };
    });
    renderWithApp(<Interests />, { path: '/matrimonial', at: '/matrimonial?tab=mine' });

    expect(await screen.findByRole('heading', { name: 'Priya Kamble' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Interested in Vikas Pawar')).toBeInTheDocument();
    expect(screen.getByText('“We liked the profile.”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(requestBody(put![1])).toEqual({ action: 'accept' });
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('an accepted interest: a WhatsApp link for a premium member, "Upgrade to see contact details" otherwise', async () => {
    localStorage.setItem('token', 'tok');
    mockFetch((url) => {
      if (url.includes('/api/profile/me')) return { body: { user: member({ id: 'me' }) } };
      return {
        body: page([
          interest({ _id: 'a', status: 'accepted', direction: 'sent', fromProfile: mine, toProfile: theirs }),
          interest({
            _id: 'b',
            status: 'accepted',
            direction: 'sent',
            fromProfile: mine,
            toProfile: { ...theirs, _id: 't2', fullName: 'Meena Jadhav' },
            whatsapp: 'https://wa.me/919822044444',
          }),
        ]),
      };
    });
    renderWithApp(<Interests />, { path: '/matrimonial', at: '/matrimonial?tab=mine&interests=sent' });

    expect(await screen.findByRole('link', { name: 'Upgrade to see contact details' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919822044444',
    );
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryAllByRole('button', { name: 'Withdraw' })).toHaveLength(0);
  });
});

describe('Send interest on a profile', () => {
  it('asks which profile it is for when the member has several, and shows the server’s refusal', async () => {
    localStorage.setItem('token', 'tok');
    const other = matrimonialProfile({ _id: 'mine2', fullName: 'Rahul Pawar', gender: 'male', isOwner: true });
    const fetchMock = mockFetch((url, init) => {
      if (url.includes('/api/profile/me')) return { body: { user: member({ id: 'me' }) } };
      if (url.includes('/api/matrimonial/my-profiles')) {
        return { body: { profiles: [mine, other, matrimonialProfile({ _id: 'same', isOwner: true })] } };
      }
      if (url.includes('/api/matrimonial/interests') && init.method === 'POST') {
        return {
          status: 409,
          body: { error: 'CONFLICT', message: 'You have already sent an interest to this profile.' },
        };
      }
      return { status: 404, body: {} };
    });
    renderWithApp(<SendInterest profile={theirs} />, {
      path: '/matrimonial/profile/:id',
      at: '/matrimonial/profile/theirs',
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Send interest' }));
    const select = screen.getByRole('combobox', { name: 'For which profile?' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Vikas Pawar', 'Rahul Pawar']);
    await userEvent.selectOptions(select, 'mine2');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Namaste');
    await userEvent.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already sent an interest to this profile.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(requestBody(post![1])).toEqual({ fromProfileId: 'mine2', toProfileId: 'theirs', message: 'Namaste' });
  });

  it('is not offered without an approved profile of the other gender', async () => {
    localStorage.setItem('token', 'tok');
    mockFetch((url) => {
      if (url.includes('/api/profile/me')) return { body: { user: member({ id: 'me' }) } };
      if (url.includes('/api/matrimonial/my-profiles')) {
        return { body: { profiles: [{ ...mine, approvalStatus: 'pending' }] } };
      }
      return { status: 404, body: {} };
    });
    renderWithApp(<SendInterest profile={theirs} />, {
      path: '/matrimonial/profile/:id',
      at: '/matrimonial/profile/theirs',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send interest' })).toBeNull());
  });
});

describe('Interests in Hindi', () => {
  it('says the tabs, the status, the actions and the upgrade prompt in Hindi', async () => {
    await loadNamespaces(['common', 'matrimonial']);
    await activateLanguage('hi');
    localStorage.setItem('token', 'tok');
    mockFetch((url) => {
      if (url.includes('/api/profile/me')) return { body: { user: member({ id: 'me' }) } };
      return {
        body: page([
          interest(),
          interest({ _id: 'i2', status: 'accepted', fromProfile: { ...theirs, _id: 't2', fullName: 'Meena Jadhav' } }),
        ]),
      };
    });
    renderWithApp(<Interests />, { path: '/matrimonial', at: '/matrimonial?tab=mine' });

    expect(await screen.findByRole('heading', { name: 'Priya Kamble' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'रुचियाँ' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'मिली हुई' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('जवाब बाकी')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्वीकार करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'संपर्क विवरण देखने के लिए अपग्रेड करें' })).toBeInTheDocument();
    expect(screen.queryByText('Accept')).toBeNull();
  });
});
