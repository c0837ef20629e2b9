import { useState } from 'react';
import { Link } from 'react-router';
import { NEWS_CATEGORY_LABELS, NEWS_MESSAGES } from '@sangam/shared/news-messages';
import type { NewsItem } from '@sangam/shared/news';
import { formatDate } from '../../../lib/format.ts';
import { formatEventDate } from '../lib/dates.ts';
import { NewsTags } from './NewsTags.tsx';
import { useT } from '../../../i18n/useT.ts';

export function CategoryBadge({ category }: { category: NewsItem['category'] }) {
  const t = useT();
  return (
    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      {t(NEWS_CATEGORY_LABELS[category])}
    </span>
  );
}

export function FeaturedStar() {
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t('news.card.featured')}
      title={t('news.card.featured')}
      className="text-lg leading-none text-amber-500"
    >
      ★
    </span>
  );
}

/** An article's picture, or the spec's words when it cannot be loaded. */
export function NewsImage({ src, alt, eager = false }: { src: string; alt: string; eager?: boolean }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="flex aspect-video items-center justify-center bg-slate-100 text-sm text-slate-700">
        {t(NEWS_MESSAGES.imageFailed)}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailed(true)}
      className="aspect-video w-full bg-slate-100 object-cover"
    />
  );
}

export function NewsCard({ item, eagerImage = false }: { item: NewsItem; eagerImage?: boolean }) {
  const t = useT();
  const event = item.category === 'event';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {item.image && <NewsImage src={item.image} alt="" eager={eagerImage} />}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={item.category} />
          {item.featured && <FeaturedStar />}
          {item.isPast && (
            <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
              {t('news.card.pastEvent')}
            </span>
          )}
        </div>
        <h2 className="text-lg font-bold break-words text-slate-900">
          <Link to={`/news/${item.slug}`} className="hover:text-brand-700 hover:underline">
            {item.title}
          </Link>
        </h2>
        {event && item.eventDate && (
          <p className="text-sm font-medium text-slate-800">
            {formatEventDate(item.eventDate)}
            {item.eventLocation && <span> · {item.eventLocation}</span>}
          </p>
        )}
        <p className="line-clamp-3 break-words text-slate-700">{item.excerpt}</p>
        <NewsTags tags={item.tags} />
        <p className="mt-auto flex flex-wrap gap-x-3 pt-2 text-sm text-slate-600">
          <span>{formatDate(item.createdAt)}</span>
          <span>{t('news.card.readTime', { minutes: item.readTime })}</span>
          <span>{t('news.card.likes', { count: item.likeCount })}</span>
          <span>{t('news.card.comments', { count: item.commentCount })}</span>
        </p>
      </div>
    </article>
  );
}
