import type { MessageId } from '@sangam/shared/i18n/namespaces';

export interface FaqSection {
  title: MessageId;
  items: { q: MessageId; a: MessageId }[];
}

// Answers describe what the site does today; keep them in step with the features. The words are in the pages
// catalogues (faq.<section>.<item>.q / .a); answers with a number take { price, passwordMin }.
export const FAQ_SECTIONS: FaqSection[] = [
  {
    title: 'pages.faq.account.title',
    items: [
      { q: 'pages.faq.account.register.q', a: 'pages.faq.account.register.a' },
      { q: 'pages.faq.account.forgot.q', a: 'pages.faq.account.forgot.a' },
      { q: 'pages.faq.account.change.q', a: 'pages.faq.account.change.a' },
      { q: 'pages.faq.account.delete.q', a: 'pages.faq.account.delete.a' },
    ],
  },
  {
    title: 'pages.faq.tiers.title',
    items: [
      { q: 'pages.faq.tiers.difference.q', a: 'pages.faq.tiers.difference.a' },
      { q: 'pages.faq.tiers.cost.q', a: 'pages.faq.tiers.cost.a' },
      { q: 'pages.faq.tiers.referral.q', a: 'pages.faq.tiers.referral.a' },
    ],
  },
  {
    title: 'pages.faq.directory.title',
    items: [
      { q: 'pages.faq.directory.who.q', a: 'pages.faq.directory.who.a' },
      { q: 'pages.faq.directory.hide.q', a: 'pages.faq.directory.hide.a' },
      { q: 'pages.faq.directory.skill.q', a: 'pages.faq.directory.skill.a' },
    ],
  },
  {
    title: 'pages.faq.business.title',
    items: [
      { q: 'pages.faq.business.list.q', a: 'pages.faq.business.list.a' },
      { q: 'pages.faq.business.hidden.q', a: 'pages.faq.business.hidden.a' },
    ],
  },
  {
    title: 'pages.faq.privacy.title',
    items: [
      { q: 'pages.faq.privacy.phone.q', a: 'pages.faq.privacy.phone.a' },
      { q: 'pages.faq.privacy.password.q', a: 'pages.faq.privacy.password.a' },
      { q: 'pages.faq.privacy.photos.q', a: 'pages.faq.privacy.photos.a' },
    ],
  },
  {
    title: 'pages.faq.tech.title',
    items: [
      { q: 'pages.faq.tech.slow.q', a: 'pages.faq.tech.slow.a' },
      { q: 'pages.faq.tech.browsers.q', a: 'pages.faq.tech.browsers.a' },
    ],
  },
  {
    title: 'pages.faq.contact.title',
    items: [
      { q: 'pages.faq.contact.team.q', a: 'pages.faq.contact.team.a' },
      { q: 'pages.faq.contact.report.q', a: 'pages.faq.contact.report.a' },
    ],
  },
];
