import { Link } from 'react-router';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { useT } from '../../../i18n/useT.ts';

const HIGHLIGHTS: readonly MessageId[] = [
  'home.hero.highlight.directory',
  'home.hero.highlight.listings',
  'home.hero.highlight.news',
  'home.hero.highlight.questions',
  'home.hero.highlight.referrals',
];

export function HeroBanner({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-amber-700 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          <p lang="hi" className="text-lg font-semibold text-amber-100">
            संगम – साथ जुड़ें, साथ बढ़ें
          </p>
          <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-extrabold sm:text-5xl">{t('home.hero.title')}</h1>
          <p className="mt-4 max-w-2xl text-base text-orange-50 sm:text-lg">{t('home.hero.text')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={signedIn ? '/profile' : '/register'}
              className={buttonClasses('secondary', 'border-transparent px-6 text-base text-brand-800')}
            >
              {t('home.hero.join')}
            </Link>
            <Link
              to="/directory"
              className="inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-white px-6 py-2 text-base font-semibold text-white hover:bg-white/10"
            >
              {t('home.hero.explore')}
            </Link>
          </div>
        </div>
        {/* Wide screens only: fills the banner's empty half; phones already scroll past enough. */}
        <ul
          className="hidden gap-3 rounded-2xl bg-black/20 p-6 text-orange-50 lg:grid"
          aria-label={t('home.hero.highlights')}
        >
          {HIGHLIGHTS.map((item) => (
            <li key={item} className="flex items-start gap-3">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-amber-300" />
              {t(item)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
