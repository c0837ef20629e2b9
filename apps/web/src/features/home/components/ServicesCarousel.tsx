import { useRef } from 'react';
import { Link } from 'react-router';
import { PREMIUM } from '@sangam/shared/limits';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { usePrefersReducedMotion } from '../../../lib/usePrefersReducedMotion.ts';

const SERVICES = [
  { title: 'Member Directory', to: '/directory', text: 'Find professionals and entrepreneurs from the community.' },
  {
    title: 'Business Listings',
    to: '/service-listings',
    text: 'Plumbers, tutors, photographers and more, run by members.',
  },
  {
    title: 'Events & Announcements',
    to: '/latest-events',
    text: 'Meet-ups, notices and news from across the community.',
  },
  { title: 'Ask the Community', to: '/questions', text: 'Questions, discussions and polls answered by members.' },
  {
    title: 'Find a Match',
    to: '/matrimonial',
    text: 'Matrimonial profiles within the community, reviewed by our team.',
  },
  { title: 'Referral Rewards', to: '/referral', text: 'Invite others, climb the tiers and unlock rewards.' },
  {
    title: 'Premium Membership',
    to: '/upgrade-membership',
    text: `Full contact details for ₹${PREMIUM.priceRupees} a year.`,
  },
];

/** A swipeable scroll-snap row with previous/next buttons; it never moves by itself. */
export function ServicesCarousel() {
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
          Our Services
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={arrow}
            aria-label="Previous services"
            aria-controls="services-list"
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={arrow}
            aria-label="Next services"
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
                {service.title}
              </Link>
            </h3>
            <p className="mt-2 text-sm text-slate-700">{service.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
