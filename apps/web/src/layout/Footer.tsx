import { Link } from 'react-router';
import { DEFAULT_COMMUNITY_NAME } from '@sangam/shared/site-settings-messages';
import type { SiteSettings } from '@sangam/shared/site-settings';
import { useSiteSettings } from '../api/siteSettings.ts';
import { formatMobile, telHref } from '../lib/contact.ts';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { useT } from '../i18n/useT.ts';
import { ConsentBannerSlot } from '../auth/ConsentBannerSlot.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';

type FooterLink = { to: string; label: MessageId };
import { ScrollToTopButton } from './ScrollToTopButton.tsx';

// Link names differ from the navbar's so that each name on a page points to one place.
const QUICK_LINKS: FooterLink[] = [
  { to: '/service-listings', label: 'common.footer.businessServices' },
  { to: '/latest-events', label: 'common.footer.newsEvents' },
  { to: '/questions', label: 'common.footer.communityQuestions' },
  { to: '/matrimonial', label: 'common.footer.findPartner' },
  { to: '/upgrade-membership', label: 'common.footer.upgradeMembership' },
];

const SUPPORT_LINKS: FooterLink[] = [
  { to: '/faq', label: 'common.footer.faq' },
  { to: '/privacy-policy', label: 'common.footer.privacyPolicy' },
  { to: '/terms', label: 'common.footer.terms' },
  { to: '/about', label: 'common.footer.about' },
  { to: '/help', label: 'common.footer.helpCentre' },
];

// Tall enough to tap (44 px) without the list looking spaced out.
const footerLink =
  'inline-flex min-h-11 min-w-11 items-center text-slate-200 underline-offset-4 hover:text-white hover:underline';

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const t = useT();
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLink}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The community's address, email and phone as the admins set them; a neutral line until they do. */
function ContactLines({ settings }: { settings: SiteSettings | null }) {
  const t = useT();
  const { address = '', contactEmail = '', contactPhone = '' } = settings ?? {};
  if (!address && !contactEmail && !contactPhone) return <p>{t('common.footer.contactPending')}</p>;
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
  const t = useT();
  const settings = useSiteSettings();
  const communityName = settings?.communityName || DEFAULT_COMMUNITY_NAME;
  const socialLinks = settings?.socialLinks ?? [];
  return (
    <footer className="bg-slate-900 pb-20 text-slate-200 md:pb-0">
      {/*
        The re-consent banner is drawn under the navbar (a portal into RootLayout's place for it); its code comes
        with the footer's, after the first paint, and the banner's own only for a member asked to agree again.
      */}
      <ConsentBannerSlot />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="mb-3 text-lg font-extrabold text-white">{communityName}</h2>
          <p className="text-sm leading-relaxed">{t('common.footer.about.text')}</p>
          <div className="mt-3">
            <LanguageSwitch tone="dark" />
          </div>
          {socialLinks.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-x-4 text-sm">
              {socialLinks.map((social) => (
                <li key={`${social.name} ${social.url}`}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer" className={footerLink}>
                    {social.name}
                    <span className="sr-only"> {t('common.opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <LinkList title={t('common.footer.quickLinks')} links={QUICK_LINKS} />
        <LinkList title={t('common.footer.support')} links={SUPPORT_LINKS} />
        <div className="space-y-4">
          <div>
            <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">
              {t('common.footer.contactUs')}
            </h2>
            <address className="space-y-1 text-sm not-italic">
              <ContactLines settings={settings} />
            </address>
          </div>
          <div>
            <h2 className="mb-2 text-sm font-bold tracking-wide text-white uppercase">
              {t('common.footer.newsletter')}
            </h2>
            <NewsletterForm />
          </div>
        </div>
      </div>
      <p className="border-t border-slate-700 px-4 py-4 text-center text-xs text-slate-300">
        {t('common.footer.copyright', { year: new Date().getFullYear(), name: communityName })}
      </p>
      <ScrollToTopButton />
    </footer>
  );
}
