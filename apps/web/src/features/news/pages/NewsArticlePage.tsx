import { Link, useParams } from 'react-router';
import { NEWS_LIMITS, NEWS_MESSAGES } from '@sangam/shared/news-messages';
import type { NewsArticle } from '@sangam/shared/news';
import { isApiError } from '../../../api/errors.ts';
import type { PrefetchData } from '../../../lib/prefetch.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useSession } from '../../../auth/sessionContext.ts';
import { CommentsSection } from '../../../components/engagement/CommentsSection.tsx';
import { LikeButton } from '../../../components/engagement/LikeButton.tsx';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { ShareLinkButton } from '../../../components/ui/ShareLinkButton.tsx';
import { PageMeta } from '../../../layout/PageMeta.tsx';
import { formatDate } from '../../../lib/format.ts';
import { addNewsComment } from '../api/addNewsComment.ts';
import { newsArticleQuery, useNewsArticle } from '../api/getNewsArticle.ts';
import { fetchNewsComments } from '../api/getNewsComments.ts';
import { likeNews } from '../api/likeNews.ts';
import { EventPanel } from '../components/EventPanel.tsx';
import { CategoryBadge, FeaturedStar, NewsImage } from '../components/NewsCard.tsx';
import { NewsTags } from '../components/NewsTags.tsx';
import { RelatedForm } from '../components/RelatedForm.tsx';
import { PageLoadError } from '../../../layout/PageLoadError.tsx';
import { useT } from '../../../i18n/useT.ts';

function BackLink() {
  const t = useT();
  return (
    <Link
      to="/latest-events"
      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
    >
      <ChevronLeftIcon className="size-4" />
      {t('news.article.back')}
    </Link>
  );
}

function ArticlePlaceholder() {
  const t = useT();
  return (
    <div role="status" aria-label={t('news.article.loading')} className="mt-3 space-y-4">
      <div className="aspect-video animate-pulse rounded-2xl bg-slate-100" />
      <div className="h-8 w-3/4 animate-pulse rounded bg-slate-100" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
      <div className="h-32 animate-pulse rounded bg-slate-100" />
    </div>
  );
}

function ArticleView({ article }: { article: NewsArticle }) {
  const t = useT();
  const { user } = useSession();
  const signedIn = user !== null;
  return (
    <article className="mt-3 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <PageMeta title={t('news.article.pageTitle', { title: article.title })} description={article.excerpt} />
      {article.image && <NewsImage src={article.image} alt={article.title} eager />}
      <div className="space-y-5 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={article.category} />
          {article.featured && <FeaturedStar />}
          {article.status !== 'published' && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              {article.status === 'draft' ? t('news.article.draftNote') : t('news.article.archivedNote')}
            </span>
          )}
        </div>
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{article.title}</h1>
        <p className="flex flex-wrap gap-x-3 text-sm text-slate-700">
          {article.author && <span>{t('news.article.by', { name: article.author.name })}</span>}
          <span>{formatDate(article.createdAt)}</span>
          <span>{t('news.card.readTime', { minutes: article.readTime })}</span>
          <span>{t('news.article.views', { count: article.views })}</span>
        </p>
        {article.category === 'event' && article.eventDate && <EventPanel article={article} signedIn={signedIn} />}
        {/* Sanitised on the server before it was stored (no scripts, handlers or javascript: links). */}
        <div
          className="prose-news space-y-3 break-words text-base leading-relaxed text-slate-900 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
          dangerouslySetInnerHTML={{ __html: article.content }}
        />
        {article.images.length > 0 && (
          <section aria-labelledby="gallery">
            <h2 id="gallery" className="mb-2 text-base font-bold text-slate-900">
              {t('news.article.gallery')}
            </h2>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {article.images.map((src, index) => (
                <li key={src} className="overflow-hidden rounded-lg">
                  <a href={src} target="_blank" rel="noopener noreferrer">
                    <NewsImage src={src} alt={t('news.article.picture', { title: article.title, number: index + 1 })} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <NewsTags tags={article.tags} all />
        <RelatedForm article={article} />
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-start sm:justify-between">
          <LikeButton
            liked={article.liked}
            likeCount={article.likeCount}
            signedIn={signedIn}
            loginPrompt={t(NEWS_MESSAGES.loginToLike)}
            label={t('news.article.like')}
            onToggle={() => likeNews(article._id)}
          />
          <ShareLinkButton
            title={article.title}
            text={article.excerpt}
            url={`/news/${article.slug}`}
            label={t('news.article.share')}
            whatsapp
          />
        </div>
        <CommentsSection
          queryKey={queryKeys.news.comments(article._id)}
          fetchPage={(cursor, signal) => fetchNewsComments(article._id, cursor, signal)}
          submit={(content) => addNewsComment(article._id, content)}
          initialPage={{ comments: article.comments, nextCursor: article.commentsNextCursor }}
          commentCount={article.commentCount}
          signedIn={signedIn}
          loginPrompt={t(NEWS_MESSAGES.loginToComment)}
          failureText={t(NEWS_MESSAGES.commentFailed)}
          maxLength={NEWS_LIMITS.commentMax}
        />
      </div>
    </article>
  );
}

/** A shared article's text comes with the page's code (lazyPage.ts). */
export const prefetch: PrefetchData = (client, { params }) => client.prefetchQuery(newsArticleQuery(params.slug ?? ''));

/** /news/:slug: public; likes, comments and Going ask visitors to log in. */
export function NewsArticlePage() {
  const t = useT();
  const { slug = '' } = useParams();
  const query = useNewsArticle(slug);

  let body;
  if (query.data) body = <ArticleView key={query.data._id} article={query.data} />;
  else if (query.isPending) body = <ArticlePlaceholder />;
  else if (isApiError(query.error) && query.error.status === 404) {
    body = (
      <div className="mt-6 space-y-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t(NEWS_MESSAGES.notFound)}</h1>
        <Link to="/latest-events" className={buttonClasses('primary')}>
          {t('news.article.seeAll')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="mt-4">
        <PageLoadError
          message={t(NEWS_MESSAGES.loadFailed)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <BackLink />
      {body}
    </section>
  );
}
