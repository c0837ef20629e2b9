import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './AboutPage.tsx';
import { BahujanDirectoryPage } from './BahujanDirectoryPage.tsx';
import { FaqPage } from './FaqPage.tsx';
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';
import { ServiceDetailPage } from './ServiceDetailPage.tsx';
import { SupportPage } from './SupportPage.tsx';
import { TermsPage } from './TermsPage.tsx';

const show = (page: ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);
const heading = (name: string) => screen.getByRole('heading', { name, level: 2 });

describe('static pages', () => {
  it('About: preview banner, values, timeline, team and Become a Member', () => {
    show(<AboutPage />);
    expect(screen.getByText('This page is currently in preview mode and being updated.')).toBeInTheDocument();
    for (const value of ['Community', 'Empowerment', 'Collaboration', 'Excellence']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
    for (const year of ['2020', '2021', '2022', '2023', '2024']) expect(screen.getByText(year)).toBeInTheDocument();
    expect(screen.getByText(/illustrative/)).toBeInTheDocument();
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

  it('support pages give email, phone and WhatsApp, and no form', () => {
    const { container } = show(<SupportPage kind="report" />);
    expect(screen.getByRole('heading', { name: 'Report a Problem', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@sangam.community' })).toHaveAttribute(
      'href',
      'mailto:support@sangam.community',
    );
    expect(screen.getByRole('link', { name: /on WhatsApp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/918000012345\?text=/,
    );
    expect(container.querySelector('form')).toBeNull();
  });

  it('service pages link to the parts of the site that exist', () => {
    show(<ServiceDetailPage slug="marriages" />);
    expect(screen.getByRole('link', { name: 'Browse matrimonial profiles' })).toHaveAttribute('href', '/matrimonial');
  });
});
