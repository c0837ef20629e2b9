import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StaticPage } from '../components/StaticPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

type Kind = 'help' | 'report' | 'feedback';

const link = 'font-semibold text-brand-700 underline underline-offset-2';

// No forms: messages reach a person directly by email, phone or WhatsApp.
const PAGES: Record<Kind, { title: string; description: string; whatsAppText: string; body: ReactNode }> = {
  help: {
    title: 'Help Centre',
    description:
      'Get help with your Sangam account, membership, directory and listings: answers to common questions and how to reach our support team.',
    whatsAppText: 'Hello Sangam support, I need help with: ',
    body: (
      <p>
        Most questions are answered in our{' '}
        <Link to="/faq" className={link}>
          Frequently Asked Questions
        </Link>
        . If yours is not, contact our support team; we reply to messages on working days.
      </p>
    ),
  },
  report: {
    title: 'Report a Problem',
    description:
      'Report a problem on Sangam: a page that does not work, wrong information or a member who breaks the rules.',
    whatsAppText: 'Hello Sangam support, I want to report a problem: ',
    body: (
      <>
        <p>Something not working, or a member or listing breaking the rules? Tell us by email, phone or WhatsApp.</p>
        <p>To help us act quickly, please include:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>what happened, and on which page;</li>
          <li>the name of the member or listing, if it is about one;</li>
          <li>your phone model and browser, if a page does not work;</li>
          <li>a screenshot, if you can.</li>
        </ul>
      </>
    ),
  },
  feedback: {
    title: 'Feedback',
    description: 'Tell the Sangam team what you like, what is missing and what we should improve.',
    whatsAppText: 'Hello Sangam team, my feedback: ',
    body: (
      <p>
        What do you like about Sangam, and what should we improve or add? Every message is read by the team that builds
        the site.
      </p>
    ),
  },
};

export function SupportPage({ kind }: { kind: Kind }) {
  const page = PAGES[kind];
  return (
    <StaticPage title={page.title} description={page.description}>
      <div className="space-y-3 leading-relaxed">{page.body}</div>
      <SupportContact whatsAppText={page.whatsAppText} />
    </StaticPage>
  );
}
