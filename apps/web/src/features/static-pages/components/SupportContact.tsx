import { CONTACT } from '../../../lib/site.ts';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Support's email, phone and WhatsApp; `whatsAppText` pre-fills the chat (reports, feedback). */
export function SupportContact({ whatsAppText, title = 'Contact Support' }: { whatsAppText?: string; title?: string }) {
  const whatsApp = whatsAppText
    ? `${CONTACT.whatsappHref}?text=${encodeURIComponent(whatsAppText)}`
    : CONTACT.whatsappHref;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">Email</dt>
          <dd>
            <a href={`mailto:${CONTACT.email}`} className={`${linkClass} break-all`}>
              {CONTACT.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Phone</dt>
          <dd>
            <a href={CONTACT.phoneHref} className={linkClass}>
              {CONTACT.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">WhatsApp</dt>
          <dd>
            <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {CONTACT.whatsapp}
              <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
            </a>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">{CONTACT.address}</p>
    </div>
  );
}
