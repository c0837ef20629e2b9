import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { clear } from 'idb-keyval';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { ProtectedRoute } from '../../../auth/ProtectedRoute.tsx';
import { FakeXhr } from '../../../test/fakeXhr.ts';
import { mockFetch } from '../../../test/fetchMock.ts';
import { matrimonialProfile } from '../../../test/matrimonialFixture.ts';
import { member } from '../../../test/memberFixture.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { MyProfiles } from '../components/MyProfiles.tsx';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { MatrimonialRegisterPage } from './MatrimonialRegisterPage.tsx';

// Issue 35, photo privacy: the wizard's last step offers who sees the photos, and a profile whose photos are kept
// to accepted families shows a blurred placeholder saying so.

const me = member({ id: 'me', name: 'Ravi Sharma', phoneNumber: '9876543210' });

beforeEach(async () => {
  await clear();
  localStorage.setItem('token', 'tok');
  mockFetch((url) => (url === '/api/profile/me' ? { body: { user: me } } : { body: {} }));
  FakeXhr.install();
});

const ALL = 'All members';
const ACCEPTED = 'Only families whose interest I accept';

describe('choosing who sees the photos', () => {
  it('a new profile shows its photos to all members unless the family chooses accepted families only', async () => {
    renderWithApp(
      <ProtectedRoute>
        <MatrimonialRegisterPage />
      </ProtectedRoute>,
      { path: '/matrimonial/register' },
    );
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Full Name *'), 'Asha Sharma');
    await events.type(screen.getByLabelText('Date of Birth *'), '1997-06-15');
    await events.selectOptions(screen.getByLabelText('Gender *'), 'female');
    await events.type(screen.getByLabelText('Height *'), '5 ft 3 in');
    await events.click(screen.getByRole('button', { name: 'Next' }));
    for (const label of ['City *', 'State *', 'Caste *', 'Education *', 'Occupation *']) {
      await events.type(screen.getByLabelText(label), 'X');
    }
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await events.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('group', { name: 'Who can see the photos?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: ALL })).toBeChecked();
    await events.click(screen.getByRole('radio', { name: ACCEPTED }));
    expect(screen.getByRole('radio', { name: ACCEPTED })).toBeChecked();
    expect(screen.getByText(/Others see a blurred placeholder until you accept their interest/)).toBeInTheDocument();
    await events.click(
      screen.getByRole('checkbox', { name: 'I agree to publish my profile for families in the community' }),
    );
    await events.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect((FakeXhr.last.body as FormData).get('photoPrivacy')).toBe('accepted');
  });

  it('editing starts from the profile’s choice and sends it back', async () => {
    const mine = matrimonialProfile({ isOwner: true, photoPrivacy: 'accepted', contactNumber: '9876543210' });
    mockFetch((url) =>
      url === '/api/profile/me'
        ? { body: { user: me } }
        : url === '/api/matrimonial/profiles/p1'
          ? { body: { profile: mine } }
          : { body: {} },
    );
    renderWithApp(
      <ProtectedRoute>
        <MatrimonialRegisterPage />
      </ProtectedRoute>,
      { path: '/matrimonial/register', at: '/matrimonial/register?edit=p1' },
    );
    const events = userEvent.setup();
    await screen.findByDisplayValue('Priya Kamble');
    for (let step = 0; step < 3; step++) await events.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: ACCEPTED })).toBeChecked();
    await events.click(screen.getByRole('radio', { name: ALL }));
    await events.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect((FakeXhr.last.body as FormData).get('photoPrivacy')).toBe('all');
  });
});

describe('a profile whose photos are kept to accepted families', () => {
  afterEach(() => activateLanguage('en'));

  const hidden = matrimonialProfile({ photoPrivacy: 'accepted', photosHidden: true, profileImages: [] });

  it('shows a placeholder saying when the photo shows, and no photo', async () => {
    renderWithApp(<ProfileCard profile={hidden} signedIn />, { path: '/matrimonial' });
    expect(await screen.findByText('Photo visible after interest is accepted')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says it in Hindi', async () => {
    await loadNamespaces(['common', 'matrimonial']);
    await activateLanguage('hi');
    renderWithApp(<ProfileCard profile={hidden} signedIn />, { path: '/matrimonial' });
    expect(await screen.findByText('रुचि स्वीकार होने के बाद फ़ोटो दिखेगी')).toBeInTheDocument();
  });

  it('shows the photo to those who may see it', async () => {
    renderWithApp(<ProfileCard profile={matrimonialProfile({ photoPrivacy: 'accepted' })} signedIn />, {
      path: '/matrimonial',
    });
    expect(await screen.findByRole('img', { name: 'Photo of Priya Kamble' })).toBeInTheDocument();
    expect(screen.queryByText('Photo visible after interest is accepted')).not.toBeInTheDocument();
  });
});

describe('My Profiles', () => {
  it('tells the owner which profiles keep their photos to accepted families, and shows them their own photos', async () => {
    const mine = [
      matrimonialProfile({ _id: 'a', fullName: 'Asha Private', isOwner: true, photoPrivacy: 'accepted' }),
      matrimonialProfile({ _id: 'b', fullName: 'Bina Open', isOwner: true }),
    ];
    mockFetch((url) => (url === '/api/matrimonial/my-profiles' ? { body: { profiles: mine } } : { body: {} }));
    renderWithApp(<MyProfiles />, { path: '/matrimonial' });
    const item = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;
    const kept = await item('Asha Private');
    expect(kept).toHaveTextContent('Photos: only families whose interest you accept');
    expect(kept.querySelector('img')).not.toBeNull();
    expect(await item('Bina Open')).not.toHaveTextContent('only families whose interest you accept');
  });
});
