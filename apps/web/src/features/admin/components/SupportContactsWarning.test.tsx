import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SITE_SETTINGS } from '@sangam/shared/site-settings';
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
    const view = render({ contactPhone: '9876543210', contactEmail: 'help@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container).toBeEmptyDOMElement();
  });
});
