import { useEffect } from 'react';
import { LANGUAGES, OG_LOCALE, type Language } from '@sangam/shared/i18n/languages';
import type { MessageId } from '@sangam/shared/i18n/namespaces';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../lib/site.ts';
import { truncateDescription } from '../lib/metaDescription.ts';
import { say, useLanguage, useT } from '../i18n/useT.ts';

interface PageMetaProps {
  /** The full page title, e.g. 'About Us | Sangam', or its catalogue id ('common.meta.news.pageTitle'). */
  title: string;
  /** The description, or its catalogue id. */
  description: string;
}

/** index.html's Hindi defaults, which a page may pass as they are: shown as the site's title in the language shown. */
const SITE_DEFAULTS: Record<string, MessageId> = {
  [DEFAULT_TITLE]: 'common.meta.site.title',
  [DEFAULT_DESCRIPTION]: 'common.meta.site.description',
};

// index.html carries these tags (the server writes them in the page's language); pages change their content rather
// than adding second copies, so whatever reads the first tag sees the current page.
function setMeta(selector: string, content: string) {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

function applyMeta(title: string, description: string, lang: Language) {
  document.title = title;
  setMeta('meta[name="description"]', description);
  setMeta('meta[property="og:title"]', title);
  setMeta('meta[property="og:description"]', description);
  setMeta('meta[name="twitter:title"]', title);
  setMeta('meta[name="twitter:description"]', description);
  setMeta('meta[property="og:locale"]', OG_LOCALE[lang]);
  setMeta('meta[property="og:locale:alternate"]', OG_LOCALE[LANGUAGES.find((other) => other !== lang)!]);
}

/**
 * Sets the page title and the description tags in the language shown (again on a switch), restored to the site's
 * own title and description when the page goes away.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const t = useT();
  const lang = useLanguage();
  const shownTitle = say(SITE_DEFAULTS[title] ?? title);
  const shortDescription = truncateDescription(say(SITE_DEFAULTS[description] ?? description));
  useEffect(() => {
    applyMeta(shownTitle, shortDescription, lang);
    return () => applyMeta(t('common.meta.site.title'), t('common.meta.site.description'), lang);
  }, [shownTitle, shortDescription, lang, t]);
  return null;
}
