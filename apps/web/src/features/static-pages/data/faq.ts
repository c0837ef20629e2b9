import { ACCOUNT, PREMIUM } from '@sangam/shared/limits';

export interface FaqSection {
  title: string;
  items: { q: string; a: string }[];
}

// Answers describe what the site does today; keep them in step with the features.
export const FAQ_SECTIONS: FaqSection[] = [
  {
    title: 'Account & Registration',
    items: [
      {
        q: 'How do I register?',
        a: `Open Register and enter your full name, phone number, occupation and a password of at least ${ACCOUNT.passwordMin} characters. If a member invited you, enter their referral code (or open their referral link, which fills it in for you).`,
      },
      {
        q: 'I forgot my password. What do I do?',
        a: 'Contact support by phone or WhatsApp from your registered number and we will help you back into your account.',
      },
      {
        q: 'Can I change my name or phone number?',
        a: 'Your name and phone number cannot be edited from your profile, so that members can trust who they are talking to. Contact support if they need correcting.',
      },
      {
        q: 'How do I deactivate or delete my account?',
        a: 'Go to your Profile. Deactivating hides your account until you log in again. Deleting your account is permanent and cannot be undone.',
      },
    ],
  },
  {
    title: 'Membership Tiers',
    items: [
      {
        q: 'What is the difference between Basic and Premium?',
        a: "Basic membership is free: you get your own profile, the member directory, the business directory, news, Q&A and matrimonial listings. Premium adds other members' contact details (phone, email and address), listing contacts marked premium, matrimonial contact details and biodata downloads.",
      },
      {
        q: 'How much does Premium cost?',
        a: `Premium costs ₹${PREMIUM.priceRupees} per year. It is valid for 1 year from the date of purchase and is non-refundable unless stated otherwise.`,
      },
      {
        q: 'What are the referral tiers?',
        a: 'Invite people with your referral link. As more of them complete their profiles you move up from Bronze to Silver, Gold, Platinum and Diamond, and unlock rewards. Your Referral Dashboard shows your progress.',
      },
    ],
  },
  {
    title: 'Directory Features',
    items: [
      {
        q: 'Who appears in the member directory?',
        a: 'Active members whose profile is public. Cards show name, occupation and interests; contact details are shown to Premium members only.',
      },
      {
        q: 'How do I hide my profile from the directory?',
        a: 'Open your Profile, go to Privacy Settings and make your profile private. You can make it public again at any time.',
      },
      {
        q: 'How do I find someone with a particular skill?',
        a: 'Use the search in the directory, or tap a category such as Plumber or Teacher on the home page.',
      },
    ],
  },
  {
    title: 'Business Directory',
    items: [
      {
        q: 'How do I list my business or service?',
        a: 'Log in, open the Business Directory and choose Add New Service. Add a title, category, description, contact phone and, if you like, an email and a photo.',
      },
      {
        q: 'Why can I not see the contact details of some listings?',
        a: 'Some listings are marked for Premium members. Upgrade to Premium to see their contact details.',
      },
    ],
  },
  {
    title: 'Privacy & Security',
    items: [
      {
        q: 'Who can see my phone number?',
        a: 'Only you, Premium members and the site administrators. Visitors and Basic members never see it.',
      },
      {
        q: 'Is my password safe?',
        a: 'Passwords are stored only in a scrambled (hashed) form that nobody, including our team, can read. Never share your password; our team will never ask for it.',
      },
      {
        q: 'What happens to the photos I upload?',
        a: 'Photos are re-saved by our server, which removes hidden details such as the location where they were taken.',
      },
    ],
  },
  {
    title: 'Technical Support',
    items: [
      {
        q: 'The site is slow or a page will not load.',
        a: 'Check your mobile data or Wi-Fi and try again. If a banner says there are server connection issues, wait a few minutes and use Refresh. The Clear Cache button in the menu can also help after an update.',
      },
      {
        q: 'Which phones and browsers are supported?',
        a: 'Any recent version of Chrome, Firefox, Safari or Edge on Android, iPhone or a computer.',
      },
    ],
  },
  {
    title: 'Contact & Support',
    items: [
      {
        q: 'How do I contact the Sangam team?',
        a: 'By email, phone or WhatsApp; the details are below and on the Help Centre page.',
      },
      {
        q: 'How do I report a problem or a member?',
        a: 'Use the Report a Problem page. Tell us what happened, where on the site, and include a screenshot if you can.',
      },
    ],
  },
];
