import { useSiteSettings } from '../../../api/siteSettings.ts';
import { formatMobile, telHref, whatsAppHref } from '../../../lib/contact.ts';
import { useT } from '../../../i18n/useT.ts';

const link = 'font-semibold text-brand-700 underline underline-offset-2';

/** How to reach the team about membership: the channels the admins set in the site settings. */
export function SupportContact() {
  const t = useT();
  const settings = useSiteSettings();
  const { contactPhone = '', whatsappNumber = '', contactEmail = '' } = settings ?? {};
  if (!contactPhone && !whatsappNumber && !contactEmail) {
    return <p className="text-sm text-slate-700">{t('common.footer.contactPending')}</p>;
  }
  return (
    <ul className="space-y-1 text-sm text-slate-800">
      {contactPhone && (
        <li>
          {t('membership.support.phone')}{' '}
          <a href={telHref(contactPhone)} className={link}>
            {formatMobile(contactPhone)}
          </a>
        </li>
      )}
      {whatsappNumber && (
        <li>
          {t('membership.support.whatsapp')}{' '}
          <a href={whatsAppHref(whatsappNumber)} target="_blank" rel="noopener noreferrer" className={link}>
            {formatMobile(whatsappNumber)}
            <span className="sr-only"> {t('common.opensInNewTab')}</span>
          </a>
        </li>
      )}
      {contactEmail && (
        <li>
          {t('membership.support.email')}{' '}
          <a href={`mailto:${contactEmail}`} className={`${link} break-all`}>
            {contactEmail}
          </a>
        </li>
      )}
    </ul>
  );
}
