import { ACCOUNT, PREMIUM } from '@sangam/shared/limits';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/useT.ts';
import { Section } from '../components/Section.tsx';
import { StaticPage } from '../components/StaticPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { FAQ_SECTIONS } from '../data/faq.ts';

// <details>/<summary>: accordions that work before the script loads and need no state.
export function FaqPage() {
  const t = useT();
  // The numbers some answers quote, from the same constants the site runs on.
  const values = { price: PREMIUM.priceRupees, passwordMin: ACCOUNT.passwordMin };
  return (
    <StaticPage
      title={t('pages.faq.title')}
      description={t('pages.faq.description', values)}
      updated={t('pages.updated')}
    >
      {FAQ_SECTIONS.map((section) => (
        <Section key={section.title} title={t(section.title)}>
          <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {section.items.map((item) => (
              <details key={item.q} className="group">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                  {t(item.q)}
                  <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
                </summary>
                <p className="px-4 pb-4 text-slate-700">{t(item.a, values)}</p>
              </details>
            ))}
          </div>
        </Section>
      ))}
      <SupportContact />
    </StaticPage>
  );
}
