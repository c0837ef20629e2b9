import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@sangam/shared/site-settings';
import { queryKeys } from '../../../api/queryKeys.ts';
import { createQueryClient } from '../../../app/queryClient.ts';
import { mockFetch } from '../../../test/fetchMock.ts';
import { siteSettingsFixture } from '../../../test/siteSettingsFixture.ts';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { AboutPage } from './AboutPage.tsx';
import { BahujanDirectoryPage } from './BahujanDirectoryPage.tsx';
import { FaqPage } from './FaqPage.tsx';
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';
import { ServiceDetailPage } from './ServiceDetailPage.tsx';
import { SupportPage } from './SupportPage.tsx';
import { TermsPage } from './TermsPage.tsx';

/** Renders a page with the site settings the server answers (a new install's empty ones by default). */
function show(page: ReactNode, settings: SiteSettings = EMPTY_SITE_SETTINGS) {
  mockFetch((url) => (url === '/api/site-settings' ? { body: { settings } } : { status: 404, body: {} }));
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  /** Resolves once the settings have arrived (empty ones look the same as while loading). */
  const loaded = () => waitFor(() => expect(queryClient.getQueryState(queryKeys.siteSettings)?.status).toBe('success'));
  return { ...view, loaded };
}

const heading = (name: string) => screen.getByRole('heading', { name, level: 2 });

describe('static pages', () => {
  it('About: preview banner, values, timeline, team and Become a Member', async () => {
    show(<AboutPage />, siteSettingsFixture);
    expect(screen.getByText('This page is currently in preview mode and being updated.')).toBeInTheDocument();
    for (const value of ['Community', 'Empowerment', 'Collaboration', 'Excellence']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
    for (const year of ['2020', '2021', '2022', '2023', '2024']) expect(screen.getByText(year)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Asha Rao', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('President')).toBeInTheDocument();
    expect(screen.queryByText(/illustrative|will be listed here/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/register');
  });

  it('FAQ: the seven sections, the date and the premium price', () => {
    const { container } = show(<FaqPage />);
    for (const section of [
      'Account & Registration',
      'Membership Tiers',
      'Directory Features',
      'Business Directory',
      'Privacy & Security',
      'Technical Support',
      'Contact & Support',
    ]) {
      expect(heading(section)).toBeInTheDocument();
    }
    expect(screen.getByText('Last updated: May 2024')).toBeInTheDocument();
    expect(screen.getByText(/Premium costs ₹499 per year/)).toBeInTheDocument();
    expect(container.querySelectorAll('details > summary').length).toBeGreaterThan(7);
  });

  it('Privacy Policy: date, under-18s and contact visibility', () => {
    show(<PrivacyPolicyPage />);
    expect(screen.getByText('Last updated: May 2024')).toBeInTheDocument();
    expect(screen.getByText(/does not serve, users under 18/)).toBeInTheDocument();
    expect(screen.getByText(/only to you, to Premium members and to the site\s+administrators/)).toBeInTheDocument();
  });

  it('Privacy Policy: the Grievance Officer from the site settings (hidden until set) and the rights', async () => {
    const none = show(<PrivacyPolicyPage />);
    await none.loaded();
    expect(screen.queryByRole('heading', { name: 'Grievance Officer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Settings' })).toHaveAttribute('href', '/profile/privacy');
    none.unmount();

    show(<PrivacyPolicyPage />, {
      ...EMPTY_SITE_SETTINGS,
      grievanceName: 'Sunita Deshmukh',
      grievanceEmail: 'grievance@example.org',
      grievancePhone: '9822012345',
    });
    expect(await screen.findByRole('heading', { name: 'Grievance Officer', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Sunita Deshmukh')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grievance@example.org' })).toHaveAttribute(
      'href',
      'mailto:grievance@example.org',
    );
    expect(screen.getByRole('link', { name: /98220/ })).toHaveAttribute('href', expect.stringContaining('9822012345'));
    expect(heading('Your Rights')).toBeInTheDocument();
  });

  it('Terms: every section of the spec and the date', () => {
    show(<TermsPage />);
    for (const section of [
      '1. Introduction',
      '2. Membership',
      '3. Membership Tiers',
      '4. Acceptable Use',
      '5. User Content',
      '6. Directory Listings',
      '7. Intellectual Property',
      '8. Limitation of Liability',
      '9. Termination',
      '10. Changes to These Terms',
      '11. Governing Law',
      '12. Contact',
    ]) {
      expect(heading(section)).toBeInTheDocument();
    }
    expect(screen.getByText('Last Updated: May 2024')).toBeInTheDocument();
    expect(screen.getByText(/amount you paid us in the past 12 months/)).toBeInTheDocument();
    expect(screen.getByText('These terms are governed by the laws of India.')).toBeInTheDocument();
  });

  it('the free-membership landing is bilingual and links to register and the directory', () => {
    show(<BahujanDirectoryPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('बहुजन डायरेक्टरी');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bahujan Directory');
    expect(screen.getByRole('link', { name: /Join Free/ })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /View Directory/ })).toHaveAttribute('href', '/directory');
  });

  it('About: a new install lists no invented leaders', async () => {
    await show(<AboutPage />).loaded();
    expect(
      screen.getByText("The leadership team will be listed here once the community's admins add it."),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Community',
      'Empowerment',
      'Collaboration',
      'Excellence',
    ]);
  });

  it("support pages give the admins' email, phone, WhatsApp and address, and no form", async () => {
    const { container } = show(<SupportPage kind="report" />, siteSettingsFixture);
    expect(screen.getByRole('heading', { name: 'Report a Problem', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@example.org' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    const whatsApp = screen.getByRole('link', { name: /on WhatsApp/ });
    expect(whatsApp).toHaveTextContent('+91 98765 43211');
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543211\?text=Hello/);
    expect(screen.getByText('Community Hall, Nagpur')).toBeInTheDocument();
    expect(container.querySelector('form')).toBeNull();
  });

  it('support pages of a new install say the details are coming, with no number or address', async () => {
    const { container, loaded } = show(<SupportPage kind="help" />);
    await loaded();
    expect(
      screen.getByText("Contact details will appear here once the community's admins add them."),
    ).toBeInTheDocument();
    expect(container.querySelector('a[href^="tel:"], a[href^="mailto:"], a[href*="wa.me"]')).toBeNull();
  });

  it('service pages link to the parts of the site that exist', () => {
    show(<ServiceDetailPage slug="marriages" />);
    expect(screen.getByRole('link', { name: 'Browse matrimonial profiles' })).toHaveAttribute('href', '/matrimonial');
  });
});

describe('static pages in Hindi', () => {
  beforeEach(() => activateLanguage('hi'));
  afterEach(() => activateLanguage('en'));

  /** Latin-script words left on a page, apart from the names the page may keep (browsers, the admins' data). */
  const englishWords = (text: string, allowed: string[]) =>
    allowed.reduce((rest, word) => rest.replaceAll(word, ''), text).match(/[A-Za-z]{2,}/g) ?? [];

  it('FAQ: headings, questions, answers and the premium price in Hindi, with no English left', () => {
    const { container } = show(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('अक्सर पूछे जाने वाले सवाल');
    expect(heading('खाता और रजिस्ट्रेशन')).toBeInTheDocument();
    expect(screen.getByText(/प्रीमियम ₹499 प्रति वर्ष है/)).toBeInTheDocument();
    expect(englishWords(container.textContent ?? '', ['Chrome', 'Firefox', 'Safari', 'Edge'])).toEqual([]);
    expect(document.title).toBe('अक्सर पूछे जाने वाले सवाल | संगम');
  });

  it('Terms and Privacy Policy read wholly in Hindi, links kept', () => {
    const terms = show(<TermsPage />);
    expect(heading('11. लागू क़ानून')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByText(/₹499 प्रति वर्ष/)).toBeInTheDocument();
    expect(englishWords(terms.container.textContent ?? '', [])).toEqual([]);
    terms.unmount();
    const privacy = show(<PrivacyPolicyPage />);
    expect(screen.getByRole('link', { name: 'प्रोफ़ाइल' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'गोपनीयता सेटिंग्स' })).toHaveAttribute('href', '/profile/privacy');
    expect(heading('आपके अधिकार')).toBeInTheDocument();
    expect(englishWords(privacy.container.textContent ?? '', [])).toEqual([]);
  });

  it('the free-membership landing shows its Hindi alone; the support pages speak Hindi around the admins’ details', async () => {
    const landing = show(<BahujanDirectoryPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('बहुजन डायरेक्टरीनिःशुल्क सदस्यता');
    expect(screen.getByRole('link', { name: 'निःशुल्क जुड़ें' })).toHaveAttribute('href', '/register');
    expect(englishWords(landing.container.textContent ?? '', [])).toEqual([]);
    landing.unmount();
    show(<SupportPage kind="report" />, siteSettingsFixture);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('समस्या बताएँ');
    const whatsApp = await screen.findByRole('link', { name: /व्हाट्सऐप पर/ });
    expect(decodeURIComponent(whatsApp.getAttribute('href')!)).toContain('नमस्ते संगम सहायता टीम');
  });
});
