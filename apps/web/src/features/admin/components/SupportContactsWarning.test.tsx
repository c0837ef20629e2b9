import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SITE_SETTINGS } from '@sangam/shared/site-settings';
import { createQueryClient } from '../../../app/queryClient.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { mockFetch } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { SupportContactsWarning } from './SupportContactsWarning.tsx';

afterEach(() => vi.unstubAllGlobals());

const render = (settings: object) => {
  mockFetch(() => ({ body: { settings: { ...EMPTY_SITE_SETTINGS, ...settings } } }));
  return renderWithApp(<SupportContactsWarning />, { path: '/admin/dashboard' });
};

describe('the support contacts warning', () => {
  it('warns in red while the support phone or e-mail is empty, with the way to fill them', async () => {
    render({ contactPhone: '9876543210' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Members asking for help see no support e-mail.');
    expect(screen.getByRole('link', { name: 'Add them in Site settings' })).toHaveAttribute(
      'href',
      '/admin/settings?tab=site',
    );
  });

  it('says nothing once both are filled', async () => {
    // The settings already read (as after the first page), so the component draws with them at once.
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.siteSettings, {
      ...EMPTY_SITE_SETTINGS,
      contactPhone: '9876543210',
      contactEmail: 'help@example.com',
    });
    mockFetch(() => ({ body: {} }));
    const view = renderWithApp(<SupportContactsWarning />, { path: '/admin/dashboard', queryClient });
    expect(view.container).toBeEmptyDOMElement();
    // The same path with the e-mail missing does warn: the check above is not an empty first draw.
    view.unmount();
    queryClient.setQueryData(queryKeys.siteSettings, { ...EMPTY_SITE_SETTINGS, contactPhone: '9876543210' });
    renderWithApp(<SupportContactsWarning />, { path: '/admin/dashboard', queryClient });
    expect(screen.getByRole('alert')).toHaveTextContent('support e-mail');
  });
});
