import type { PrefetchData } from '../../../lib/prefetch.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { AfterFirstDraw } from '../../../layout/AfterFirstDraw.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { homeNewsQuery } from '../api/getHomeNews.ts';
import { CategoryTiles } from '../components/CategoryTiles.tsx';
import { EventsBanner } from '../components/EventsBanner.tsx';
import { HeroBanner } from '../components/HeroBanner.tsx';
import { NewsMarquee } from '../components/NewsMarquee.tsx';
import { PromoteBusinessBanner } from '../components/PromoteBusinessBanner.tsx';
import { ServicesCarousel } from '../components/ServicesCarousel.tsx';
import { WhyJoin } from '../components/WhyJoin.tsx';
import { useT } from '../../../i18n/useT.ts';

/** The news marquee's items, asked for with the page's code (see lazyPage). */
export const prefetch: PrefetchData = (client) => client.prefetchQuery(homeNewsQuery());

export function HomePage() {
  const t = useT();
  const { user } = useSession();
  const signedIn = user !== null;
  return (
    <div className="space-y-10 pb-12">
      <PageMeta title={t('common.meta.site.title')} description={t('common.meta.site.description')} />
      <HeroBanner signedIn={signedIn} />
      <NewsMarquee />
      {/* Below a phone's first screen: drawn and laid out in a task of their own, after the first screen has painted. */}
      <AfterFirstDraw>
        <WhyJoin />
        <ServicesCarousel />
        <CategoryTiles signedIn={signedIn} />
        <PromoteBusinessBanner signedIn={signedIn} />
        <EventsBanner />
      </AfterFirstDraw>
    </div>
  );
}
