import { useSession } from '../../../auth/sessionContext.ts';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../../../lib/site.ts';
import { CategoryTiles } from '../components/CategoryTiles.tsx';
import { EventsBanner } from '../components/EventsBanner.tsx';
import { HeroBanner } from '../components/HeroBanner.tsx';
import { NewsMarquee } from '../components/NewsMarquee.tsx';
import { PromoteBusinessBanner } from '../components/PromoteBusinessBanner.tsx';
import { ServicesCarousel } from '../components/ServicesCarousel.tsx';
import { WhyJoin } from '../components/WhyJoin.tsx';

export function HomePage() {
  const { user } = useSession();
  const signedIn = user !== null;
  return (
    <div className="space-y-10 pb-12">
      <PageMeta title={DEFAULT_TITLE} description={DEFAULT_DESCRIPTION} />
      <HeroBanner signedIn={signedIn} />
      <NewsMarquee />
      <WhyJoin />
      <ServicesCarousel />
      <CategoryTiles signedIn={signedIn} />
      <PromoteBusinessBanner signedIn={signedIn} />
      <EventsBanner />
    </div>
  );
}
