// Links and display forms of the community's contact details (site settings keep mobiles as 10 digits).
import { translate } from '../i18n/useT.ts';

/** '9876543210' -> '+91 98765 43210'. */
export const formatMobile = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

export const telHref = (digits: string) => `tel:+91${digits}`;

/** A WhatsApp chat with the number, the message typed in when `text` is given. */
export const whatsAppHref = (digits: string, text?: string) =>
  `https://wa.me/91${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/**
 * A WhatsApp chat with a member's number as they stored it ('98765 43210', '+91 98765-43210', '098765 43210'):
 * Indian mobiles get the 91 prefix wa.me needs; other international numbers keep theirs.
 */
export function whatsAppChatHref(phone: string, text: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The greeting a WhatsApp chat opens with, in the language shown: the member's first name and where they were found. */
export const whatsAppGreeting = (name: string) =>
  translate('common.whatsappGreeting', { name: name.trim().split(/\s+/)[0] ?? '' });
