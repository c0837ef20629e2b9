import { useRef } from 'react';
import { Link } from 'react-router';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { PREMIUM } from '@sangam/shared/limits';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { usePrefersReducedMotion } from '../../../lib/usePrefersReducedMotion.ts';
import { formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../i18n/useT.ts';

const SERVICES: readonly { title: MessageId; to: string; text: MessageId }[] = [
  { title: 'home.services.directory.title', to: '/directory', text: 'home.services.directory.text' },
  { title: 'home.services.listings.title', to: '/service-listings', text: 'home.services.listings.text' },
  { title: 'home.services.events.title', to: '/latest-events', text: 'home.services.events.text' },
  { title: 'home.services.questions.title', to: '/questions', text: 'home.services.questions.text' },
  { title: 'home.services.matrimonial.title', to: '/matrimonial', text: 'home.services.matrimonial.text' },
  { title: 'home.services.referrals.title', to: '/referral', text: 'home.services.referrals.text' },
  { title: 'home.services.premium.title', to: '/upgrade-membership', text: 'home.services.premium.text' },
];

/** A swipeable scroll-snap row with previous/next buttons; it never moves by itself. */
export function ServicesCarousel() {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100';

  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="services-heading" className="text-2xl font-bold text-slate-900">
          {t('home.services.title')}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={arrow}
            aria-label={t('home.services.previous')}
            aria-controls="services-list"
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={arrow}
            aria-label={t('home.services.next')}
            aria-controls="services-list"
            onClick={() => scroll(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul
        id="services-list"
        ref={listRef}
        className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-3 [scrollbar-width:thin]"
      >
        {SERVICES.map((service) => (
          <li
            key={service.title}
            className="w-[80%] shrink-0 snap-start rounded-xl border border-slate-200 bg-white p-5 sm:w-[45%] lg:w-[30%]"
          >
            <h3 className="text-lg font-semibold">
              <Link
                to={service.to}
                className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
              >
                {t(service.title)}
              </Link>
            </h3>
            <p className="mt-2 text-sm text-slate-700">
              {t(service.text, { price: formatRupees(PREMIUM.priceRupees * 100) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
