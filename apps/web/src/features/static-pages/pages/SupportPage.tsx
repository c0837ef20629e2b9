import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Rich } from '../../../i18n/Rich.tsx';
import { useT, type Translate } from '../../../i18n/useT.ts';
import { StaticPage } from '../components/StaticPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

type Kind = 'help' | 'report' | 'feedback';

const link = 'font-semibold text-brand-700 underline underline-offset-2';

// No forms: messages reach a person directly by email, phone or WhatsApp. The WhatsApp chat is pre-filled in the
// language the member reads.
const PAGES: Record<
  Kind,
  (t: Translate) => { title: string; description: string; whatsAppText: string; body: ReactNode }
> = {
  help: (t) => ({
    title: t('pages.help.title'),
    description: t('pages.help.description'),
    whatsAppText: t('pages.help.whatsApp'),
    body: (
      <p>
        <Rich text={t('pages.help.body')} parts={[<Link key="faq" to="/faq" className={link} />]} />
      </p>
    ),
  }),
  report: (t) => ({
    title: t('pages.report.title'),
    description: t('pages.report.description'),
    whatsAppText: t('pages.report.whatsApp'),
    body: (
      <>
        <p>{t('pages.report.intro')}</p>
        <p>{t('pages.report.include')}</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t('pages.report.what')}</li>
          <li>{t('pages.report.who')}</li>
          <li>{t('pages.report.device')}</li>
          <li>{t('pages.report.screenshot')}</li>
        </ul>
      </>
    ),
  }),
  feedback: (t) => ({
    title: t('pages.feedback.title'),
    description: t('pages.feedback.description'),
    whatsAppText: t('pages.feedback.whatsApp'),
    body: <p>{t('pages.feedback.body')}</p>,
  }),
};

export function SupportPage({ kind }: { kind: Kind }) {
  const t = useT();
  const page = PAGES[kind](t);
  return (
    <StaticPage title={page.title} description={page.description}>
      <div className="space-y-3 leading-relaxed">{page.body}</div>
      <SupportContact whatsAppText={page.whatsAppText} />
    </StaticPage>
  );
}
