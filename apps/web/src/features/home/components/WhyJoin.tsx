import { useState } from 'react';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { PREMIUM } from '@sangam/shared/limits';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../i18n/useT.ts';

const REASONS: readonly { title: MessageId; text: MessageId }[] = [
  { title: 'home.whyJoin.trusted.title', text: 'home.whyJoin.trusted.text' },
  { title: 'home.whyJoin.grow.title', text: 'home.whyJoin.grow.text' },
  { title: 'home.whyJoin.informed.title', text: 'home.whyJoin.informed.text' },
  { title: 'home.whyJoin.ask.title', text: 'home.whyJoin.ask.text' },
  { title: 'home.whyJoin.matrimonial.title', text: 'home.whyJoin.matrimonial.text' },
  { title: 'home.whyJoin.premium.title', text: 'home.whyJoin.premium.text' },
];

/** Collapsed by default so the home page stays short on a phone. */
export function WhyJoin() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <section className="mx-auto max-w-7xl px-4">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="why-join-panel"
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-4 text-left text-xl font-bold text-slate-900 hover:bg-slate-50"
        >
          {t('home.whyJoin.title')}
          <ChevronDownIcon className={`size-6 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id="why-join-panel" hidden={!open} className="mt-3">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map((reason) => (
            <li key={reason.title} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">{t(reason.title)}</h3>
              <p className="mt-1 text-sm text-slate-700">
                {t(reason.text, { price: formatRupees(PREMIUM.priceRupees * 100) })}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
