// Site-wide contact details and outside addresses, kept in one place so the owners can change them.

export const SITE_NAME = 'Sangam';

export const CONTACT = {
  email: 'support@sangam.community',
  phone: '+91 80000 12345',
  phoneHref: 'tel:+918000012345',
  address: 'Sangam Community Centre, New Delhi, India',
  /** Members reach support on WhatsApp more readily than by email. */
  whatsapp: '+91 80000 12345',
  whatsappHref: 'https://wa.me/918000012345',
} as const;

/** The community's events site (home page events banner). */
export const EVENTS_SITE_URL = 'https://events.sangam.community';

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/sangam.community' },
  { name: 'Instagram', href: 'https://www.instagram.com/sangam.community' },
  { name: 'YouTube', href: 'https://www.youtube.com/@sangam.community' },
  { name: 'WhatsApp channel', href: 'https://whatsapp.com/channel/sangam.community' },
] as const;

/** The default (Hindi) page title, as in index.html. */
export const DEFAULT_TITLE = 'संगम | Sangam – समुदाय का नेटवर्क';

/** The default (Hindi) page description, as in index.html. */
export const DEFAULT_DESCRIPTION =
  'संगम: समुदाय के पेशेवरों और उद्यमियों का नेटवर्क। सदस्य निर्देशिका, व्यापार सेवाएँ, समाचार, कार्यक्रम, प्रश्नोत्तर और वैवाहिक प्रोफ़ाइल।';
