import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import type { User } from '@sangam/shared/user';
import { requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { member } from '../../../test/memberFixture.ts';
import { fakeTimeEvents } from '../../../test/fakeTimeEvents.ts';
import { renderPage } from '../../../test/renderPage.tsx';
import { AFTER_COMPLETION_MS, ProfilePage } from './ProfilePage.tsx';

const fresh = member({ id: 'me', name: 'Asha Devi', occupation: 'Teacher', phoneNumber: '9876543210' });

/** The profile page signed in as `me`; `reply` answers a `method` (a save, or a delete) of /api/profile/me. */
function setup(me: User, reply: (body: unknown) => MockReply = () => ({ body: {} }), method = 'PUT') {
  return renderPage(<ProfilePage />, {
    viewer: me,
    route: (url, init) => (url === '/api/profile/me' && init.method === method ? reply(requestBody(init)) : undefined),
    path: '/profile',
  }).fetchMock;
}

describe('ProfilePage', () => {
  it('asks a member without a bio to complete their profile, saves it and then shows the profile', async () => {
    const events = fakeTimeEvents();
    const fetchMock = setup(fresh, (body) => ({
      body: { message: 'Profile created successfully!', user: { ...fresh, ...(body as object) } },
    }));

    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
    const profession = screen.getByLabelText('Profession *');
    expect(profession).toHaveValue('Teacher'); // prefilled from the occupation given at registration
    await events.clear(profession);
    await events.type(profession, 'Mathematics Teacher');
    await events.type(screen.getByLabelText('Bio'), 'I teach maths in Pune.');
    await events.type(screen.getByLabelText('City / Address'), 'Pune');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile created successfully!')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url, init]) => url === '/api/profile/me' && init?.method === 'PUT');
    expect(requestBody(put?.[1])).toEqual({
      profession: 'Mathematics Teacher',
      bio: 'I teach maths in Pune.',
      address: 'Pune',
    });
    // The notice stays for 5 s, then the profile view with its tabs appears.
    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(AFTER_COMPLETION_MS));
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Privacy Settings' })).toBeInTheDocument();
    expect(screen.getByText('I teach maths in Pune.')).toBeInTheDocument();
  });

  it('requires a profession', async () => {
    const fetchMock = setup(fresh);
    const events = userEvent.setup();
    await events.clear(await screen.findByLabelText('Profession *'));
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profession is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("shows the spec's message for a 413", async () => {
    setup(fresh, () => ({ status: 413, body: { message: 'too big', type: 'PAYLOAD_TOO_LARGE' } }));
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Bio'), 'Hello');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('Image is too large to upload. Please select a smaller image or compress it further.'),
    ).toBeInTheDocument();
  });

  it('shows a complete profile with tabs, and edit mode keeps name and phone read-only', async () => {
    setup(
      member({ id: 'me', name: 'Asha Devi', bio: 'Teacher in Pune', phoneNumber: '9876543210', profession: 'Teacher' }),
    );
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Full Name')).toBeDisabled();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Phone Number')).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Cancel Editing' }));
    await events.click(screen.getByRole('tab', { name: 'Privacy Settings' }));
    expect(screen.getByRole('switch', { name: 'Show my profile in the member directory' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
  });

  it('asks for the password before deleting the account, and shows a wrong one by the field', async () => {
    const me = member({ id: 'me', name: 'Asha Devi', bio: 'Teacher in Pune' });
    const deletes: unknown[] = [];
    setup(
      me,
      (body) => {
        deletes.push(body);
        return {
          status: 400,
          body: {
            message: 'The password is not correct',
            type: 'VALIDATION_ERROR',
            fields: { password: 'The password is not correct' },
          },
        };
      },
      'DELETE',
    );
    const events = userEvent.setup();
    await events.click(await screen.findByRole('tab', { name: 'Privacy Settings' }));
    await events.click(screen.getByRole('button', { name: 'Delete Account' }));
    await events.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Please enter your password to delete your account')).toBeInTheDocument();
    expect(deletes).toEqual([]);

    await events.type(screen.getByLabelText('Enter your password to confirm'), 'wrong-one');
    await events.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('The password is not correct')).toBeInTheDocument();
    expect(deletes).toEqual([{ password: 'wrong-one', deletePosts: false }]);
    expect(screen.getByLabelText('Enter your password to confirm')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says posts stay as "Former member" unless the member ticks the box, and sends the choice', async () => {
    const me = member({ id: 'me', name: 'Asha Devi', bio: 'Teacher in Pune' });
    const deletes: unknown[] = [];
    setup(
      me,
      (body) => {
        deletes.push(body);
        return { status: 500, body: { message: 'Server error', type: 'INTERNAL' } };
      },
      'DELETE',
    );
    const events = userEvent.setup();
    await events.click(await screen.findByRole('tab', { name: 'Privacy Settings' }));
    await events.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(
      screen.getByText(
        'Your questions, answers and comments stay, shown as “Former member”, unless you tick this box. Payments and receipts are kept as tax law requires, without your name.',
      ),
    ).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Also delete my questions, answers and comments' });
    expect(box).not.toBeChecked();
    await events.click(box);
    await events.type(screen.getByLabelText('Enter your password to confirm'), 'a-long-password');
    await events.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await screen.findByRole('alert');
    expect(deletes).toEqual([{ password: 'a-long-password', deletePosts: true }]);
  });

  it("tells an admin why their account cannot be deleted here instead of 'try again later'", async () => {
    const admin = member({ id: 'me', name: 'Asha Devi', bio: 'Admin', planType: 'admin' });
    const refusal = 'Admins cannot delete their own account here. Ask another admin.';
    setup(admin, () => ({ status: 403, body: { message: refusal, type: 'FORBIDDEN' } }), 'DELETE');
    const events = userEvent.setup();
    await events.click(await screen.findByRole('tab', { name: 'Privacy Settings' }));
    await events.click(screen.getByRole('button', { name: 'Delete Account' }));
    await events.type(screen.getByLabelText('Enter your password to confirm'), 'a-long-password');
    await events.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText(/try again later/)).not.toBeInTheDocument();
  });

  it('lets an admin choose to be listed in the directory; members do not see the choice', async () => {
    const admin = member({ id: 'me', name: 'Asha Devi', bio: 'Admin', profession: 'Coordinator', planType: 'admin' });
    const puts: unknown[] = [];
    setup({ ...admin, listInDirectory: false }, (body) => {
      puts.push(body);
      return { body: { user: { ...admin, listInDirectory: true } } };
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('tab', { name: 'Privacy Settings' }));
    const choice = screen.getByRole('checkbox', { name: 'List me in the member directory' });
    expect(choice).not.toBeChecked();
    await events.click(choice);
    expect(await screen.findByText('You are now listed in the member directory.')).toBeInTheDocument();
    expect(puts).toEqual([{ profession: 'Coordinator', listInDirectory: true }]);
    expect(screen.getByRole('checkbox', { name: 'List me in the member directory' })).toBeChecked();
  });
});

describe('ProfilePage in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('shows the profile, its badge and details in Hindi, and a form error of the shared schema', async () => {
    await loadNamespaces(['profile']);
    await activateLanguage('hi');
    const events = userEvent.setup();
    setup({ ...fresh, bio: 'Maths teacher', profession: 'Teacher', isPublic: true });

    expect(await screen.findByRole('heading', { name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByText('बेसिक सदस्य')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'जानकारी' })).toBeInTheDocument();
    expect(screen.getByText('सबके लिए')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'प्राइवेसी सेटिंग' })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }));
    await events.clear(screen.getByLabelText('पेशा *'));
    await events.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await screen.findByText('पेशा लिखना ज़रूरी है')).toBeInTheDocument();
  });
});
