import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadNamespaces } from '../../../i18n/i18n.ts';
import { mockFetch } from '../../../test/fetchMock.ts';
import { renderWithApp } from '../../../test/renderWithApp.tsx';
import { LoginPage } from './LoginPage.tsx';
import { RegisterPage } from './RegisterPage.tsx';

/** Every word a visitor reads or hears on the page (texts, placeholders, labels) that is written in Latin script. */
function latinWords(root: HTMLElement): string[] {
  const texts = [root.textContent ?? ''];
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.join(' ').match(/[A-Za-z]{2,}/g) ?? [];
}

describe('the login and register pages in Hindi', () => {
  beforeEach(async () => {
    await loadNamespaces(['common', 'auth']);
    await activateLanguage('hi');
  });
  afterEach(() => activateLanguage('en'));

  it('register: every label, hint, button and the consent sentence are Hindi, and so are the form’s errors', async () => {
    mockFetch(() => ({ body: {} }));
    const { container } = renderWithApp(<RegisterPage />, { path: '/register' });
    expect(await screen.findByRole('heading', { name: 'खाता बनाएँ' })).toBeInTheDocument();
    for (const label of ['पूरा नाम', 'फ़ोन नंबर', 'पेशा', 'पासवर्ड', 'रेफ़रल कोड']) {
      expect(screen.getByLabelText(label, { exact: false, selector: 'input' })).toBeInTheDocument();
    }
    expect(screen.getByText('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शर्तों' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('checkbox', { name: /मेरी उम्र 18 वर्ष या उससे अधिक है/ })).not.toBeChecked();
    expect(latinWords(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    expect(await screen.findByText('पूरा नाम डालना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('फ़ोन नंबर डालना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('जुड़ने के लिए कृपया शर्तों और गोपनीयता नीति पर सहमति दें।')).toBeInTheDocument();
    expect(latinWords(container)).toEqual([]);
  });

  it('login: the page and the session notice it carries are Hindi, and switching back redraws in English', async () => {
    mockFetch(() => ({ body: {} }));
    const { container } = renderWithApp(<LoginPage />, {
      path: '/login',
      state: { message: 'common.session.expired' },
    });
    expect(await screen.findByRole('heading', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByText('आपका सेशन खत्म हो गया है। कृपया फिर से लॉग इन करें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खाता बनाएँ' })).toHaveAttribute('href', '/register');
    expect(latinWords(container)).toEqual([]);

    await activateLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
  });
});
