import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PHONE_NOTIFICATION_KINDS } from '@sangam/shared/notifications';
import type { AdminSiteSettings } from '@sangam/shared/site-settings';
import { createQueryClient } from '../../../app/queryClient.ts';
import { signedInAdmin } from '../../../test/adminFixture.ts';
import { mockFetch, requestBody, type MockReply } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { siteSettingsFixture } from '../../../test/siteSettingsFixture.ts';
import { SiteSettingsPage } from '../pages/SiteSettingsPage.tsx';

const ADMIN: AdminSiteSettings = {
  ...siteSettingsFixture,
  phoneNotificationKinds: ['premium_ending', 'premium_ended', 'payment_received'],
};

function setup(put: (body: AdminSiteSettings) => MockReply = (body) => ({ body: { message: 'ok', settings: body } })) {
  localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/profile/me') return { body: { user: signedInAdmin } };
    if (url === '/api/admin/site-settings' && init.method === 'PUT') return put(requestBody(init) as AdminSiteSettings);
    if (url === '/api/admin/site-settings') return { body: { settings: ADMIN } };
    if (url === '/api/site-settings') return { body: { settings: siteSettingsFixture } };
    return { status: 404, body: {} };
  });
  renderWithApp(<SiteSettingsPage />, { path: '/admin/settings', queryClient: createQueryClient() });
  return { puts: () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT') };
}

describe('WhatsApp and SMS notifications panel', () => {
  it('shows the allowed kinds ticked; the admin changes them and saves, the details unchanged', async () => {
    const user = userEvent.setup();
    const { puts } = setup();
    const payment = await screen.findByRole('checkbox', { name: 'Payment received' });
    expect(payment).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'An answer to their question' })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(PHONE_NOTIFICATION_KINDS.length);

    await user.click(payment);
    await user.click(screen.getByRole('checkbox', { name: 'An answer to their question' }));
    await user.click(screen.getByRole('button', { name: 'Save Message Settings' }));
    expect(await screen.findByText('WhatsApp/SMS settings saved.')).toBeInTheDocument();
    expect(requestBody(puts()[0]![1])).toEqual({
      ...siteSettingsFixture,
      phoneNotificationKinds: ['question_answered', 'premium_ending', 'premium_ended'],
    });
    expect(screen.getByRole('checkbox', { name: 'Payment received' })).not.toBeChecked();
  });

  it('says when the save failed and keeps the ticks', async () => {
    const user = userEvent.setup();
    setup(() => ({ status: 500, body: { message: 'Server error', type: 'INTERNAL' } }));
    await user.click(await screen.findByRole('checkbox', { name: 'Listing approved' }));
    await user.click(screen.getByRole('button', { name: 'Save Message Settings' }));
    expect(await screen.findByText('Could not save the message settings. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Listing approved' })).toBeChecked();
  });
});
