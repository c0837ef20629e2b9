import { useState } from 'react';
import { PREMIUM } from '@sangam/shared/limits';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

const REASONS = [
  {
    title: 'Trusted network',
    text: 'Meet verified members of the community: professionals, traders and entrepreneurs.',
  },
  { title: 'Grow your business', text: 'List your services in the business directory where members look first.' },
  { title: 'Stay informed', text: 'Community news, events and announcements in one place.' },
  {
    title: 'Ask and answer',
    text: 'Get advice on careers, business, education and more from people who have been there.',
  },
  {
    title: 'Matrimonial profiles',
    text: 'Find a life partner within the community, with profiles reviewed by our team.',
  },
  {
    title: 'Premium access',
    text: `See members' contact details and more for ₹${PREMIUM.priceRupees} a year; basic membership is free.`,
  },
];

/** Collapsed by default so the home page stays short on a phone. */
export function WhyJoin() {
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
          Why Join Sangam?
          <ChevronDownIcon className={`size-6 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id="why-join-panel" hidden={!open} className="mt-3">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map((reason) => (
            <li key={reason.title} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
