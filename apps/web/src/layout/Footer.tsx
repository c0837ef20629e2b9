import { Link } from 'react-router';
import { CONTACT, SITE_NAME, SOCIAL_LINKS } from '../lib/site.ts';
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

const footerLink = 'text-slate-200 underline-offset-4 hover:text-white hover:underline';

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">
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

export function Footer() {
  return (
    <footer className="bg-slate-900 pb-20 text-slate-200 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="mb-3 text-lg font-extrabold text-white">{SITE_NAME}</h2>
          <p className="text-sm leading-relaxed">
            A home for our community&apos;s professionals and entrepreneurs: find members, grow your business, share
            news and help one another.
          </p>
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" className={footerLink}>
                  {social.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkList title="Quick Links" links={QUICK_LINKS} />
        <LinkList title="Support" links={SUPPORT_LINKS} />
        <div className="space-y-4">
          <div>
            <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">Contact Us</h2>
            <address className="space-y-1 text-sm not-italic">
              <p>{CONTACT.address}</p>
              <p>
                <a href={`mailto:${CONTACT.email}`} className={footerLink}>
                  {CONTACT.email}
                </a>
              </p>
              <p>
                <a href={CONTACT.phoneHref} className={footerLink}>
                  {CONTACT.phone}
                </a>
              </p>
            </address>
          </div>
          <div>
            <h2 className="mb-2 text-sm font-bold tracking-wide text-white uppercase">Newsletter</h2>
            <NewsletterForm />
          </div>
        </div>
      </div>
      <p className="border-t border-slate-700 px-4 py-4 text-center text-xs text-slate-300">
        © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
      </p>
      <ScrollToTopButton />
    </footer>
  );
}
