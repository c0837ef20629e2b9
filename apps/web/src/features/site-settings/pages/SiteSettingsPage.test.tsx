import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@sangam/shared/site-settings';
import { queryKeys } from '../../../api/queryKeys.ts';
import { createQueryClient } from '../../../app/queryClient.ts';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { siteSettingsFixture } from '../../../test/siteSettingsFixture.ts';
import { SiteSettingsPage } from './SiteSettingsPage.tsx';

function setup(
  settings: SiteSettings,
  put: (body: SiteSettings) => MockReply = (body) => ({
    body: { message: 'ok', settings: { ...body, contactPhone: body.contactPhone.replace(/\D/g, '').slice(-10) } },
  }),
  cached?: SiteSettings,
) {
  localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/profile/me') return { body: { user: signedInAdmin } };
    if (url === '/api/admin/site-settings' && init.method === 'PUT') return put(requestBody(init) as SiteSettings);
    if (url === '/api/site-settings') return { body: { settings } };
    return { status: 404, body: {} };
  });
  const queryClient = createQueryClient();
  if (cached) queryClient.setQueryData(queryKeys.siteSettings, cached);
  renderWithApp(<SiteSettingsPage />, { path: '/admin/settings', queryClient });
  const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
  return { puts, queryClient };
}

describe('Site settings tab', () => {
  it('a new install: the admin fills in the details and saves; the form shows what the server stored', async () => {
    const user = userEvent.setup();
    const { puts } = setup(EMPTY_SITE_SETTINGS);
    expect(await screen.findByText('No social links yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Site Settings', level: 1 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Community name'), 'Sangam Samaj');
    await user.type(screen.getByLabelText('Support phone'), '+91 98765 43210');
    await user.type(screen.getByLabelText('Support email'), 'help@example.org');
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    await user.type(screen.getByLabelText('Link 1 name'), 'Facebook');
    await user.type(screen.getByLabelText('Link 1 address'), 'https://facebook.com/samaj');
    await user.click(screen.getByRole('button', { name: 'Add Person' }));
    await user.type(screen.getByLabelText('Person 1 name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Person 1 role'), 'President');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Site settings saved successfully!')).toBeInTheDocument();
    expect(requestBody(puts()[0]![1])).toEqual({
      ...EMPTY_SITE_SETTINGS,
      communityName: 'Sangam Samaj',
      contactPhone: '9876543210',
      contactEmail: 'help@example.org',
      socialLinks: [{ name: 'Facebook', url: 'https://facebook.com/samaj' }],
      leadership: [{ name: 'Asha Rao', role: 'President' }],
    });
    expect(screen.getByLabelText('Support phone')).toHaveValue('9876543210');
  });

  it('the grievance officer and the policy version: filled in and saved, with the hint about raising it', async () => {
    const user = userEvent.setup();
    const { puts } = setup(EMPTY_SITE_SETTINGS);
    const version = await screen.findByLabelText('Policy version');
    expect(version).toHaveValue('2024-05');
    expect(version).toHaveAccessibleDescription('Raising it asks every member to agree again at their next sign-in.');
    await user.type(screen.getByLabelText('Grievance officer name'), 'Sunita Deshmukh');
    await user.type(screen.getByLabelText('Grievance officer email'), 'grievance@example.org');
    await user.type(screen.getByLabelText('Grievance officer phone'), '+91 98220 12345');
    await user.clear(version);
    await user.type(version, '2026-12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Site settings saved successfully!')).toBeInTheDocument();
    expect(requestBody(puts()[0]![1])).toMatchObject({
      grievanceName: 'Sunita Deshmukh',
      grievanceEmail: 'grievance@example.org',
      grievancePhone: '9822012345',
      policyVersion: '2026-12',
    });
  });

  it('refuses a bad grievance e-mail and an empty policy version in the browser', async () => {
    const user = userEvent.setup();
    const { puts } = setup(siteSettingsFixture);
    const email = await screen.findByLabelText('Grievance officer email');
    await user.clear(email);
    await user.type(email, 'nope');
    await user.clear(screen.getByLabelText('Policy version'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Policy version')).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toEqual([]);
  });

  it('edits what the server holds, not settings kept from earlier in the visit, and a refetch keeps what was typed', async () => {
    const user = userEvent.setup();
    const { queryClient } = setup({ ...EMPTY_SITE_SETTINGS, communityName: 'Sangam Samaj' }, undefined, {
      ...EMPTY_SITE_SETTINGS,
      communityName: 'An older name',
    });
    expect(await screen.findByLabelText('Community name')).toHaveValue('Sangam Samaj');
    await user.type(screen.getByLabelText('Support phone'), '12345');
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.siteSettings }));
    expect(screen.getByLabelText('Support phone')).toHaveValue('12345');
  });

  it('refuses a bad phone number and a non-web link in the browser, with the shared messages', async () => {
    const user = userEvent.setup();
    const { puts } = setup(siteSettingsFixture);
    const phone = await screen.findByLabelText('Support phone');
    expect(phone).toHaveValue('9876543210');
    await user.clear(phone);
    await user.type(phone, '12345');
    const url = screen.getByLabelText('Link 2 address');
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a 10-digit Indian mobile number, with or without +91')).toBeInTheDocument();
    expect(screen.getByText('Enter a web address starting with http:// or https://')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it("puts the server's field messages on the fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { puts } = setup(siteSettingsFixture, () => ({
      status: 400,
      body: {
        message: 'Enter a web address starting with http:// or https://',
        type: 'VALIDATION_ERROR',
        fields: { 'socialLinks.1.url': 'That address is not allowed' },
      },
    }));
    const name = await screen.findByLabelText('Community name');
    await user.clear(name);
    await user.type(name, 'New name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save changes. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Link 2 address')).toHaveAccessibleDescription('That address is not allowed');
    expect(screen.getByLabelText('Community name')).toHaveValue('New name');
    expect(puts()).toHaveLength(1);
  });

  it('removes a leader from the list', async () => {
    const user = userEvent.setup();
    const { puts } = setup(siteSettingsFixture);
    await screen.findByLabelText('Person 1 name');
    await user.click(screen.getByRole('button', { name: 'Remove person 1' }));
    const team = screen.getByRole('group', { name: 'Leadership team (About page)' });
    expect(within(team).getByLabelText('Person 1 name')).toHaveValue('Vikram Jadhav');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Site settings saved successfully!');
    expect((requestBody(puts()[0]![1]) as SiteSettings).leadership).toEqual([
      { name: 'Vikram Jadhav', role: 'Secretary' },
    ]);
  });
});
