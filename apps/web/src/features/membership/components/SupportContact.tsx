import { SITE_SETTINGS_MESSAGES } from '@sangam/shared/site-settings-messages';
import { useSiteSettings } from '../../../api/siteSettings.ts';
import { formatMobile, telHref, whatsAppHref } from '../../../lib/contact.ts';

const link = 'font-semibold text-brand-700 underline underline-offset-2';

/** How to reach the team about membership: the channels the admins set in the site settings. */
export function SupportContact() {
  const settings = useSiteSettings();
  const { contactPhone = '', whatsappNumber = '', contactEmail = '' } = settings ?? {};
  if (!contactPhone && !whatsappNumber && !contactEmail) {
    return <p className="text-sm text-slate-700">{SITE_SETTINGS_MESSAGES.contactPending}</p>;
  }
  return (
    <ul className="space-y-1 text-sm text-slate-800">
      {contactPhone && (
        <li>
          Phone:{' '}
          <a href={telHref(contactPhone)} className={link}>
            {formatMobile(contactPhone)}
          </a>
        </li>
      )}
      {whatsappNumber && (
        <li>
          WhatsApp:{' '}
          <a href={whatsAppHref(whatsappNumber)} target="_blank" rel="noopener noreferrer" className={link}>
            {formatMobile(whatsappNumber)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      )}
      {contactEmail && (
        <li>
          Email:{' '}
          <a href={`mailto:${contactEmail}`} className={`${link} break-all`}>
            {contactEmail}
          </a>
        </li>
      )}
    </ul>
  );
}
