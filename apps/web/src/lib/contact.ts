// Links and display forms of the community's contact details (site settings keep mobiles as 10 digits).

/** '9876543210' -> '+91 98765 43210'. */
export const formatMobile = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

export const telHref = (digits: string) => `tel:+91${digits}`;

/** A WhatsApp chat with the number, the message typed in when `text` is given. */
export const whatsAppHref = (digits: string, text?: string) =>
  `https://wa.me/91${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
