import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { usePrefersReducedMotion } from '../../../lib/usePrefersReducedMotion.ts';
import { useHomeNews, type HomeNewsItem } from '../api/getHomeNews.ts';
import { useT } from '../../../i18n/useT.ts';

function NewsLink({ item, hidden = false }: { item: HomeNewsItem; hidden?: boolean }) {
  const t = useT();
  return (
    <Link
      to={item.href}
      tabIndex={hidden ? -1 : undefined}
      className="inline-flex min-h-11 items-center font-medium whitespace-nowrap text-slate-900 underline decoration-brand-600 underline-offset-4 hover:text-brand-700"
    >
      {item.titleId ? t(item.titleId) : item.title}
    </Link>
  );
}

/**
 * Scrolling headlines. It pauses on hover and keyboard focus, has a Pause button, and stays still
 * (a plain scrollable row) for members who prefer reduced motion.
 */
export function NewsMarquee() {
  const t = useT();
  const { data: items, isPending } = useHomeNews();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = !reducedMotion && !paused;

  return (
    <section aria-labelledby="news-heading" className="mx-auto max-w-7xl px-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="news-heading" className="text-2xl font-bold text-slate-900">
          {t('home.news.title')}
        </h2>
        <div className="flex items-center gap-3 text-sm">
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setPaused((value) => !value)}
              className="min-h-11 rounded-md border border-slate-300 bg-white px-3 font-medium text-slate-800 hover:bg-slate-100"
            >
              {paused ? t('home.news.play') : t('home.news.pause')}
            </button>
          )}
          <Link
            to="/latest-events"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('home.news.viewAll')}
          </Link>
        </div>
      </div>
      <div className="group mt-3 overflow-hidden rounded-xl border border-slate-200 bg-white py-3">
        {isPending || !items ? (
          <p className="flex items-center gap-2 px-4 text-slate-700">
            <Spinner className="size-4" /> {t('home.news.loading')}
          </p>
        ) : (
          <div className={moving ? '' : 'overflow-x-auto'}>
            <ul
              className={`flex w-max gap-10 px-4 ${
                moving
                  ? 'animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused]'
                  : ''
              }`}
            >
              {items.map((item) => (
                <li key={item.id}>
                  <NewsLink item={item} />
                </li>
              ))}
              {/* A second copy makes the loop seamless; it is hidden from assistive tech and the tab order. */}
              {moving &&
                items.map((item) => (
                  <li key={`copy-${item.id}`} aria-hidden="true">
                    <NewsLink item={item} hidden />
                  </li>
                ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
