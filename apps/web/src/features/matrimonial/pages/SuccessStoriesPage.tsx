import { Link, useSearchParams } from 'react-router';
import type { SuccessStory } from '@sangam/shared/matrimonial-success-stories';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { ListHeader } from '../../../components/ui/ListHeader.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { PageLoadError } from '../../../layout/PageLoadError.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { useT } from '../../../i18n/useT.ts';
import { pageFrom, prefetchSuccessStories, useSuccessStories } from '../api/successStories.ts';
import { weddingMonthText } from '../lib/successStories.ts';

export const prefetch = prefetchSuccessStories;

function StoryCard({ story, first }: { story: SuccessStory; first: boolean }) {
  const t = useT();
  const couple = t('matrimonial.stories.couple', { bride: story.brideName, groom: story.groomName });
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {story.photo && (
        <img
          src={story.photo}
          alt={t('matrimonial.stories.photoAlt', { bride: story.brideName, groom: story.groomName })}
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
          loading={first ? 'eager' : 'lazy'}
        />
      )}
      <div className="space-y-2 p-4">
        <h2 className="text-xl font-bold text-slate-900">{couple}</h2>
        <p className="text-base font-medium text-brand-800">
          {t('matrimonial.stories.married', { month: weddingMonthText(story.weddingMonth) })}
          {story.city && <span className="text-slate-700"> · {story.city}</span>}
        </p>
        <p className="whitespace-pre-line text-base text-slate-800">{story.story}</p>
      </div>
    </article>
  );
}

/** /matrimonial/success-stories: couples who met here, newest first, for everyone. */
export function SuccessStoriesPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const query = useSuccessStories(page);
  const stories = query.data?.stories ?? [];
  const hrefFor = (target: number) => (target > 1 ? `?page=${target}` : '?');

  return (
    <section className="mx-auto max-w-5xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta title={t('matrimonial.stories.pageTitle')} description={t('matrimonial.stories.description')} />
      <ListHeader title={t('matrimonial.stories.title')} subtitle={t('matrimonial.stories.intro')}>
        <Link to="/matrimonial" className={buttonClasses('secondary')}>
          {t('matrimonial.stories.browse')}
        </Link>
      </ListHeader>
      {query.isPending ? (
        <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2">
          {[0, 1].map((n) => (
            <li key={n} className="h-96 animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </ul>
      ) : query.isError && stories.length === 0 ? (
        <PageLoadError
          message={t('matrimonial.stories.loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : stories.length === 0 ? (
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 text-center">
          <p className="text-base text-slate-700">{t('matrimonial.stories.empty')}</p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/matrimonial" className={buttonClasses('primary')}>
              {t('matrimonial.stories.browse')}
            </Link>
            <Link to="/feedback" className={buttonClasses('secondary')}>
              {t('matrimonial.stories.share')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <ul
            aria-busy={query.isPlaceholderData}
            className={`grid gap-4 sm:grid-cols-2 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {stories.map((story, index) => (
              <li key={story._id}>
                <StoryCard story={story} first={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={query.data?.pagination.pages ?? 1} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}
