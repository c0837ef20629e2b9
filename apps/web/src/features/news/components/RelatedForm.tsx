import { Link } from 'react-router';
import type { NewsArticle } from '@sangam/shared/news';
import { buttonClasses } from '../../../components/ui/Button.tsx';
import { ExternalIcon } from '../../../components/ui/icons.tsx';
import { NEWS_DEFAULTS, NEWS_DEFAULT_FORM_TEXT_ID } from '@sangam/shared/news-messages';
import { useT } from '../../../i18n/useT.ts';

/** The attached form as a link or embedded (formDisplayType), and the external form button. */
export function RelatedForm({ article }: { article: NewsArticle }) {
  const t = useT();
  const form = article.attachedForm;
  if (!form && !article.externalFormLink) return null;
  const formPath = form ? `/forms/${encodeURIComponent(form.slug || form._id)}` : '';
  return (
    <section aria-labelledby="related-form" className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h2 id="related-form" className="text-base font-bold text-slate-900">
        {t('news.article.relatedForm')}
      </h2>
      {form &&
        (article.formDisplayType === 'embedded' ? (
          <>
            <iframe title={form.title} src={formPath} className="h-[36rem] w-full rounded-lg border border-slate-200" />
            <Link to={formPath} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
              {t('news.article.openForm', { title: form.title })}
            </Link>
          </>
        ) : (
          <Link to={formPath} className={buttonClasses('primary')}>
            {form.title}
          </Link>
        ))}
      {article.externalFormLink && (
        <a
          href={article.externalFormLink}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses(form ? 'secondary' : 'primary', 'gap-2')}
        >
          {/* The admin's own words; the default ("Fill Form") in the reader's language. */}
          {article.externalFormText === NEWS_DEFAULTS.externalFormText
            ? t(NEWS_DEFAULT_FORM_TEXT_ID)
            : article.externalFormText}
          <ExternalIcon className="size-4" />
          <span className="sr-only">{t('common.opensInNewTab')}</span>
        </a>
      )}
    </section>
  );
}
