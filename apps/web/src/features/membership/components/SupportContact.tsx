import { CONTACT } from '../../../lib/site.ts';

const link = 'font-semibold text-brand-700 underline underline-offset-2';

/** How to reach the team about membership (details from lib/site.ts). */
export function SupportContact() {
  return (
    <ul className="space-y-1 text-sm text-slate-800">
      <li>
        Phone:{' '}
        <a href={CONTACT.phoneHref} className={link}>
          {CONTACT.phone}
        </a>
      </li>
      <li>
        WhatsApp:{' '}
        <a href={CONTACT.whatsappHref} target="_blank" rel="noopener noreferrer" className={link}>
          {CONTACT.whatsapp}
        </a>
      </li>
      <li>
        Email:{' '}
        <a href={`mailto:${CONTACT.email}`} className={link}>
          {CONTACT.email}
        </a>
      </li>
    </ul>
  );
}
