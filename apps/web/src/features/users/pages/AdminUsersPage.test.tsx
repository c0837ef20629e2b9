import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@sangam/shared/admin';
import { adminUser, signedInAdmin } from '../../../test/adminFixture.ts';
import { mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { AdminUsersPage } from './AdminUsersPage.tsx';

const free = adminUser({ id: 'u1', name: 'Free Member', planType: 'free' });
const premium = adminUser({ id: 'u2', name: 'Premium Member', planType: 'premium', premiumActive: true });
const otherAdmin = adminUser({ id: 'u3', name: 'Other Admin', planType: 'admin' });
const me = adminUser({ id: signedInAdmin.id, name: signedInAdmin.name, planType: 'admin' });

type Writes = (method: string, url: string, body: unknown) => MockReply;

function setup(users: AdminUser[], writes: Writes = () => ({ body: {} })) {
  localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/profile/me') return { body: { user: signedInAdmin } };
    if (method !== 'GET' && url.startsWith('/api/admin/users')) return writes(method, url, requestBody(init));
    if (url.startsWith('/api/admin/users')) {
      return { body: { users, pagination: { page: 1, limit: 20, total: users.length, pages: users.length ? 1 : 0 } } };
    }
    return { body: {} };
  });
  renderWithApp(<AdminUsersPage />, { path: '/admin/users' });
  return fetchMock;
}

const row = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;

/** Opens Edit User from the row of the member named `name`; returns the dialog. */
async function editDialog(name: string) {
  await userEvent.click(within(await row(name)).getByRole('button', { name: `Edit ${name}` }));
  return screen.getByRole('dialog', { name: 'Edit User' });
}

/** Types a new occupation into the dialog and saves. */
async function saveOccupation(dialog: HTMLElement, value: string) {
  const occupation = within(dialog).getByLabelText('Occupation');
  await userEvent.clear(occupation);
  await userEvent.type(occupation, value);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
}
const writesTo = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).startsWith('/api/admin/users') && init?.method === method);

/** Taps Make Premium and confirms in the dialog that names the member. */
async function confirmPremium(button: HTMLElement) {
  await userEvent.click(button);
  const dialog = screen.getByRole('dialog', { name: 'Make this member premium?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make Premium' }));
}

describe('AdminUsersPage: plan toggle', () => {
  it('offers Make Premium to a free member, Make Admin to a premium one and nothing to admins', async () => {
    setup([free, premium, otherAdmin, me]);
    expect(within(await row('Free Member')).getByRole('button', { name: 'Make Premium' })).toHaveAttribute(
      'title',
      'Make Premium',
    );
    expect(
      within(await row('Premium Member')).getByRole('button', { name: 'Make Premium Member an admin' }),
    ).toBeInTheDocument();
    expect(within(await row('Premium Member')).queryByRole('button', { name: 'Make Premium' })).not.toBeInTheDocument();
    expect(within(await row('Other Admin')).queryByRole('button', { name: /Make/ })).not.toBeInTheDocument();
    // An admin cannot delete their own account; other rows can be deleted.
    expect(within(await row('Admin Person')).getByRole('button', { name: 'Delete Admin Person' })).toBeDisabled();
    expect(within(await row('Other Admin')).getByRole('button', { name: 'Delete Other Admin' })).toBeEnabled();
  });

  it('sends only the new plan and shows the updated row', async () => {
    const fetchMock = setup([free], (_method, _url, body) => ({
      body: {
        message: 'User updated successfully',
        user: { ...free, planType: 'premium', premiumActive: true, ...(body as object) },
      },
    }));
    const makePremium = within(await row('Free Member')).getByRole('button', { name: 'Make Premium' });
    await confirmPremium(makePremium);
    // Make Admin appears elsewhere, never under the same tap.
    const makeAdmin = await within(await row('Free Member')).findByRole('button', {
      name: 'Make Free Member an admin',
    });
    expect(makePremium).not.toBeInTheDocument();
    const [put] = writesTo(fetchMock, 'PUT');
    expect(put?.[0]).toBe('/api/admin/users/u1');
    expect(requestBody(put?.[1])).toEqual({ planType: 'premium' });

    // Granting admin asks first; cancelling sends nothing.
    await userEvent.click(makeAdmin);
    const dialog = screen.getByRole('dialog', { name: 'Make this member an admin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writesTo(fetchMock, 'PUT')).toHaveLength(1);
    await userEvent.click(makeAdmin);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Make this member an admin?' })).getByRole('button', {
        name: 'Make Admin',
      }),
    );
    await waitFor(() => expect(writesTo(fetchMock, 'PUT')).toHaveLength(2));
    expect(requestBody(writesTo(fetchMock, 'PUT')[1]?.[1])).toEqual({ planType: 'admin' });
  });

  it('asks before Make Premium, naming the member; cancelling sends nothing', async () => {
    const fetchMock = setup([free]);
    await userEvent.click(within(await row('Free Member')).getByRole('button', { name: 'Make Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Make this member premium?' });
    expect(dialog).toHaveTextContent('Free Member will get premium membership');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writesTo(fetchMock, 'PUT')).toHaveLength(0);
  });

  it('leaves the row as it was when the change fails, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup([free], () => ({ status: 403, body: { message: 'No' } }));
    await confirmPremium(within(await row('Free Member')).getByRole('button', { name: 'Make Premium' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(within(await row('Free Member')).getByRole('button', { name: 'Make Premium' })).toBeEnabled();
    expect(within(await row('Free Member')).getByText('Free')).toBeInTheDocument();
    log.mockRestore();
  });

  it('asks before deleting, in the spec words', async () => {
    const fetchMock = setup([free], () => ({ body: { message: 'User deleted' } }));
    await userEvent.click(within(await row('Free Member')).getByRole('button', { name: 'Delete Free Member' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Free Member? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(writesTo(fetchMock, 'DELETE')[0]?.[0]).toBe('/api/admin/users/u1');
  });
});

describe('AdminUsersPage: user form', () => {
  it("shows the spec's messages for a new user", async () => {
    const fetchMock = setup([]);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required for new users')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Phone Number *'), '12345');
    await userEvent.type(within(dialog).getByLabelText('Password *'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(writesTo(fetchMock, 'POST')).toHaveLength(0);
  });

  it('puts the created member at the top of the table', async () => {
    const created = adminUser({ id: 'new', name: 'Ravi Kumar', phoneNumber: '9123456789', occupation: 'Plumber' });
    const fetchMock = setup([free], () => ({
      status: 201,
      body: { message: 'User created successfully', user: created },
    }));
    await row('Free Member');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New User' });
    await userEvent.type(within(dialog).getByLabelText('Name *'), 'Ravi Kumar');
    await userEvent.type(within(dialog).getByLabelText('Phone Number *'), '91234 56789');
    await userEvent.type(within(dialog).getByLabelText('Password *'), 'secret1');
    await userEvent.type(within(dialog).getByLabelText('Occupation'), 'Plumber');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = screen.getAllByRole('rowheader');
    expect(first).toHaveAccessibleName('Ravi Kumar');
    expect(second).toHaveAccessibleName('Free Member');
    expect(requestBody(writesTo(fetchMock, 'POST')[0]?.[1])).toEqual({
      name: 'Ravi Kumar',
      phoneNumber: '9123456789',
      password: 'secret1',
      occupation: 'Plumber',
      planType: 'free',
      accountStatus: 'active',
      isPublic: true,
    });
  });

  it('shows the duplicate phone message from the server', async () => {
    setup([], () => ({
      status: 409,
      body: { type: 'DUPLICATE_USER', message: 'This phone number is already registered.' },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New User' });
    await userEvent.type(within(dialog).getByLabelText('Name *'), 'Ravi Kumar');
    await userEvent.type(within(dialog).getByLabelText('Phone Number *'), '9123456789');
    await userEvent.type(within(dialog).getByLabelText('Password *'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('This phone number is already registered.')).toBeInTheDocument();
  });

  it('keeps the current password when it is left blank, and sends only what changed', async () => {
    const fetchMock = setup([free], (_method, _url, body) => ({
      body: { message: 'ok', user: { ...free, ...(body as object) } },
    }));
    const dialog = await editDialog('Free Member');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(within(dialog).getByText('Leave blank to keep the current password.')).toBeInTheDocument();
    await saveOccupation(dialog, 'Head Teacher');

    await waitFor(() => expect(writesTo(fetchMock, 'PUT')).toHaveLength(1));
    expect(requestBody(writesTo(fetchMock, 'PUT')[0]?.[1])).toEqual({ occupation: 'Head Teacher' });
    expect(await screen.findByText('Head Teacher')).toBeInTheDocument();
  });

  it('says the save failed when the server refuses it', async () => {
    setup([free], () => ({
      status: 400,
      body: { type: 'VALIDATION_ERROR', message: 'Invalid', fields: { phoneNumber: 'Phone number must be 10 digits' } },
    }));
    const dialog = await editDialog('Free Member');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'def');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Failed to save user. Please try again.')).toBeInTheDocument();
    // The server's field message lands on its field.
    expect(within(dialog).getByText('Phone number must be 10 digits')).toBeInTheDocument();
  });

  it('edits a member whose phone was registered with a country prefix', async () => {
    const abroad = adminUser({ id: 'abroad', name: 'Abroad Member', planType: 'free', phoneNumber: '+447700900123' });
    const fetchMock = setup([abroad], (_method, _url, body) => ({
      body: { message: 'ok', user: { ...abroad, ...(body as object) } },
    }));
    const dialog = await editDialog('Abroad Member');
    await saveOccupation(dialog, 'Nurse');
    await waitFor(() => expect(writesTo(fetchMock, 'PUT')).toHaveLength(1));
    expect(requestBody(writesTo(fetchMock, 'PUT')[0]?.[1])).toEqual({ occupation: 'Nurse' });
  });
});
