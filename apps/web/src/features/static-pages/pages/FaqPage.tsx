import { PREMIUM } from '@sangam/shared/limits';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { Section } from '../components/Section.tsx';
import { StaticPage } from '../components/StaticPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { FAQ_SECTIONS } from '../data/faq.ts';

// <details>/<summary>: accordions that work before the script loads and need no state.
export function FaqPage() {
  return (
    <StaticPage
      title="Frequently Asked Questions"
      description={`Answers about registering, Basic and Premium membership (₹${PREMIUM.priceRupees} per year), the member and business directories, privacy and support on Sangam.`}
      updated="Last updated: May 2024"
    >
      {FAQ_SECTIONS.map((section) => (
        <Section key={section.title} title={section.title}>
          <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {section.items.map((item) => (
              <details key={item.q} className="group">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                  {item.q}
                  <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
                </summary>
                <p className="px-4 pb-4 text-slate-700">{item.a}</p>
              </details>
            ))}
          </div>
        </Section>
      ))}
      <SupportContact />
    </StaticPage>
  );
}
