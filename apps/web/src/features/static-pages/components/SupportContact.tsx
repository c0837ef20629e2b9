import { SITE_SETTINGS_MESSAGES } from '@sangam/shared/site-settings-messages';
import { useSiteSettings } from '../../../api/siteSettings.ts';
import { formatMobile, telHref, whatsAppHref } from '../../../lib/contact.ts';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * Support's email, phone, WhatsApp and address from the site settings, only those the admins set;
 * `whatsAppText` pre-fills the chat (reports, feedback).
 */
export function SupportContact({ whatsAppText, title = 'Contact Support' }: { whatsAppText?: string; title?: string }) {
  const settings = useSiteSettings();
  const { contactEmail = '', contactPhone = '', whatsappNumber = '', address = '' } = settings ?? {};
  const none = !contactEmail && !contactPhone && !whatsappNumber && !address;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {none && <p className="mt-3 text-slate-700">{SITE_SETTINGS_MESSAGES.contactPending}</p>}
      {(contactEmail || contactPhone || whatsappNumber) && (
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          {contactEmail && (
            <div>
              <dt className="text-sm text-slate-600">Email</dt>
              <dd>
                <a href={`mailto:${contactEmail}`} className={`${linkClass} break-all`}>
                  {contactEmail}
                </a>
              </dd>
            </div>
          )}
          {contactPhone && (
            <div>
              <dt className="text-sm text-slate-600">Phone</dt>
              <dd>
                <a href={telHref(contactPhone)} className={linkClass}>
                  {formatMobile(contactPhone)}
                </a>
              </dd>
            </div>
          )}
          {whatsappNumber && (
            <div>
              <dt className="text-sm text-slate-600">WhatsApp</dt>
              <dd>
                <a
                  href={whatsAppHref(whatsappNumber, whatsAppText)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {formatMobile(whatsappNumber)}
                  <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
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
