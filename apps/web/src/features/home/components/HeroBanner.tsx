import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button.tsx';

const HIGHLIGHTS = [
  'A directory of members and their professions',
  'Business listings from people you can trust',
  'Community news, events and announcements',
  'Questions answered by those who have been there',
  'Referral rewards as you bring others in',
];

export function HeroBanner({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-amber-700 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          <p lang="hi" className="text-lg font-semibold text-amber-100">
            संगम – साथ जुड़ें, साथ बढ़ें
          </p>
          <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-extrabold sm:text-5xl">
            Where our community&apos;s professionals and entrepreneurs connect
          </h1>
          <p className="mt-4 max-w-2xl text-base text-orange-50 sm:text-lg">
            Find trusted members and local services, grow your business, follow community news and help one another.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={signedIn ? '/profile' : '/register'}
              className={buttonClasses('secondary', 'border-transparent px-6 text-base text-brand-800')}
            >
              Join Now
            </Link>
            <Link
              to="/directory"
              className="inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-white px-6 py-2 text-base font-semibold text-white hover:bg-white/10"
            >
              Explore Directory
            </Link>
          </div>
        </div>
        {/* Wide screens only: fills the banner's empty half; phones already scroll past enough. */}
        <ul className="hidden gap-3 rounded-2xl bg-black/20 p-6 text-orange-50 lg:grid" aria-label="What members get">
          {HIGHLIGHTS.map((item) => (
            <li key={item} className="flex items-start gap-3">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-amber-300" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
