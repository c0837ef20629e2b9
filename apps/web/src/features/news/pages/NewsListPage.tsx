import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS, NEWS_MESSAGES, type NewsCategory } from '@sangam/shared/news-messages';
import { PAGE_SIZES } from '@sangam/shared/limits';
import { FilterBar, withAll, type FilterSpec } from '../../../components/ui/FilterBar.tsx';
import { ListHeader } from '../../../components/ui/ListHeader.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { useTopOnNewPage } from '../../../lib/useTopOnNewPage.ts';
import { readUrlFilters, useUrlFilters } from '../../../lib/useUrlFilters.ts';
import { newsQuery, useNews, type NewsParams } from '../api/getNews.ts';
import { NewsCard } from '../components/NewsCard.tsx';
import { formatTotal } from '../../../lib/format.ts';
import { PageLoadError } from '../../../layout/PageLoadError.tsx';
import { useT, type Translate } from '../../../i18n/useT.ts';

// LIST_PAGE_META's ids for this page (the server's link previews read that table), named here so that the
// other list pages' words stay out of this page's first-paint catalogue.
const META = { title: 'common.meta.news.pageTitle' as const, description: 'common.meta.news.description' as const };

const FILTER_KEYS = ['category', 'search', 'featured'] as const;
/** The filters in the language shown (stored values stay the category slugs). */
const filtersIn = (t: Translate): FilterSpec<(typeof FILTER_KEYS)[number]>[] => [
  {
    kind: 'search',
    name: 'search',
    label: t('news.list.searchLabel'),
    placeholder: t('news.list.searchPlaceholder'),
  },
  {
    kind: 'select',
    name: 'category',
    label: t('news.list.category'),
    options: withAll(t('news.list.allCategories'), NEWS_CATEGORIES, (value) =>
      value === 'event' ? t('news.list.events') : t(NEWS_CATEGORY_LABELS[value as NewsCategory]),
    ),
  },
  { kind: 'checkbox', name: 'featured', label: t('news.list.featuredOnly') },
];

function CardPlaceholders() {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="h-72 animate-pulse rounded-2xl border border-slate-200 bg-slate-100" />
      ))}
    </ul>
  );
}

/** What the URL asks the news list for (an unknown category is all of them). */
function newsParams(filters: Record<(typeof FILTER_KEYS)[number], string>, page: number): NewsParams {
  const category = (NEWS_CATEGORIES as readonly string[]).includes(filters.category) ? filters.category : '';
  return { category, search: filters.search, featured: filters.featured === 'true', page };
}

/** The list's page, asked for with the page's code (see lazyPage). */
export const prefetch: PrefetchData = (client, { searchParams }) => {
  const { filters, page } = readUrlFilters(searchParams, FILTER_KEYS);
  return client.prefetchQuery(newsQuery(newsParams(filters, page)));
};

/** /latest-events: published news and events, with the spec's category, search and featured filters. */
export function NewsListPage() {
  const t = useT();
  const { filters, page, setFilter, hrefFor } = useUrlFilters(FILTER_KEYS);
  const params = newsParams(filters, page);
  const { category, featured } = params;
  const query = useNews(params);

  useTopOnNewPage(page);

  const data = query.data;
  let body;
  if (data) {
    body =
      data.news.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">
          {t(NEWS_MESSAGES.empty)}
        </p>
      ) : (
        <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.news.map((item, index) => (
              <li key={item._id}>
                <NewsCard item={item} eagerImage={index === 0} />
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <Pagination
              page={data.pagination.page}
              pages={data.pagination.pages}
              hrefFor={hrefFor}
              maxButtons={PAGE_SIZES.pageButtons}
            />
          </div>
        </div>
      );
  } else if (query.isError) {
    body = (
      <PageLoadError
        message={t(NEWS_MESSAGES.listFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = <CardPlaceholders />;
  }

  return (
    <section className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:py-8">
      <PageMeta {...META} />
      <ListHeader title={t('news.list.title')} subtitle={t('news.list.subtitle')} />
      <FilterBar
        collapsible
        filters={filtersIn(t)}
        values={{ ...filters, category, featured: featured ? 'true' : '' }}
        onChange={setFilter}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      />
      {category === 'event' && <p className="text-sm text-slate-700">{t('news.list.eventsOrder')}</p>}
      {data && data.news.length > 0 && (
        <p aria-live="polite" className="text-sm text-slate-700">
          {t('news.list.count', { count: data.pagination.total, total: formatTotal(data.pagination) })}
        </p>
      )}
      {data && query.isError && <Alert>{t(NEWS_MESSAGES.listFailed)}</Alert>}
      {body}
    </section>
  );
}
