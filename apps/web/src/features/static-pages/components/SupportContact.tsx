import { useSiteSettings } from '../../../api/siteSettings.ts';
import { useT } from '../../../i18n/useT.ts';
import { formatMobile, telHref, whatsAppHref } from '../../../lib/contact.ts';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * Support's email, phone, WhatsApp and address from the site settings, only those the admins set;
 * `whatsAppText` pre-fills the chat (reports, feedback).
 */
export function SupportContact({ whatsAppText, title }: { whatsAppText?: string; title?: string }) {
  const t = useT();
  const settings = useSiteSettings();
  const { contactEmail = '', contactPhone = '', whatsappNumber = '', address = '' } = settings ?? {};
  const none = !contactEmail && !contactPhone && !whatsappNumber && !address;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-bold text-slate-900">{title ?? t('pages.contact.title')}</h2>
      {none && <p className="mt-3 text-slate-700">{t('common.footer.contactPending')}</p>}
      {(contactEmail || contactPhone || whatsappNumber) && (
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          {contactEmail && (
            <div>
              <dt className="text-sm text-slate-600">{t('pages.contact.email')}</dt>
              <dd>
                <a href={`mailto:${contactEmail}`} className={`${linkClass} break-all`}>
                  {contactEmail}
                </a>
              </dd>
            </div>
          )}
          {contactPhone && (
            <div>
              <dt className="text-sm text-slate-600">{t('pages.contact.phone')}</dt>
              <dd>
                <a href={telHref(contactPhone)} className={linkClass}>
                  {formatMobile(contactPhone)}
                </a>
              </dd>
            </div>
          )}
          {whatsappNumber && (
            <div>
              <dt className="text-sm text-slate-600">{t('pages.contact.whatsApp')}</dt>
              <dd>
                <a
                  href={whatsAppHref(whatsappNumber, whatsAppText)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {formatMobile(whatsappNumber)}
                  <span className="sr-only"> {t('pages.contact.onWhatsApp')}</span>
                </a>
              </dd>
            </div>
          )}
        </dl>
      )}
      {address && <p className="mt-3 text-sm text-slate-600">{address}</p>}
    </div>
  );
}
