import { Link } from 'react-router';
import { DEFAULT_COMMUNITY_NAME, SITE_SETTINGS_MESSAGES } from '@sangam/shared/site-settings-messages';
import type { SiteSettings } from '@sangam/shared/site-settings';
import { useSiteSettings } from '../api/siteSettings.ts';
import { formatMobile, telHref } from '../lib/contact.ts';
import { NewsletterForm } from './NewsletterForm.tsx';
import { ScrollToTopButton } from './ScrollToTopButton.tsx';

// Link names differ from the navbar's so that each name on a page points to one place.
const QUICK_LINKS = [
  { to: '/service-listings', label: 'Business Services' },
  { to: '/latest-events', label: 'News & Events' },
  { to: '/questions', label: 'Community Questions' },
  { to: '/matrimonial', label: 'Find a Life Partner' },
  { to: '/upgrade-membership', label: 'Upgrade Membership' },
];

const SUPPORT_LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/about', label: 'About Us' },
  { to: '/help', label: 'Help Centre' },
];

// Tall enough to tap (44 px) without the list looking spaced out.
const footerLink =
  'inline-flex min-h-11 min-w-11 items-center text-slate-200 underline-offset-4 hover:text-white hover:underline';

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The community's address, email and phone as the admins set them; a neutral line until they do. */
function ContactLines({ settings }: { settings: SiteSettings | null }) {
  const { address = '', contactEmail = '', contactPhone = '' } = settings ?? {};
  if (!address && !contactEmail && !contactPhone) return <p>{SITE_SETTINGS_MESSAGES.contactPending}</p>;
  return (
    <>
      {address && <p>{address}</p>}
      {contactEmail && (
        <p>
          <a href={`mailto:${contactEmail}`} className={`${footerLink} break-all`}>
            {contactEmail}
          </a>
        </p>
      )}
      {contactPhone && (
        <p>
          <a href={telHref(contactPhone)} className={footerLink}>
            {formatMobile(contactPhone)}
          </a>
        </p>
      )}
    </>
  );
}

export function Footer() {
  const settings = useSiteSettings();
  const communityName = settings?.communityName || DEFAULT_COMMUNITY_NAME;
  const socialLinks = settings?.socialLinks ?? [];
  return (
    <footer className="bg-slate-900 pb-20 text-slate-200 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="mb-3 text-lg font-extrabold text-white">{communityName}</h2>
          <p className="text-sm leading-relaxed">
            A home for our community&apos;s professionals and entrepreneurs: find members, grow your business, share
            news and help one another.
          </p>
          {socialLinks.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-x-4 text-sm">
              {socialLinks.map((social) => (
                <li key={`${social.name} ${social.url}`}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer" className={footerLink}>
                    {social.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <LinkList title="Quick Links" links={QUICK_LINKS} />
        <LinkList title="Support" links={SUPPORT_LINKS} />
        <div className="space-y-4">
          <div>
            <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">Contact Us</h2>
            <address className="space-y-1 text-sm not-italic">
              <ContactLines settings={settings} />
            </address>
          </div>
          <div>
            <h2 className="mb-2 text-sm font-bold tracking-wide text-white uppercase">Newsletter</h2>
            <NewsletterForm />
          </div>
        </div>
      </div>
      <p className="border-t border-slate-700 px-4 py-4 text-center text-xs text-slate-300">
        © {new Date().getFullYear()} {communityName}. All rights reserved.
      </p>
      <ScrollToTopButton />
    </footer>
  );
}
