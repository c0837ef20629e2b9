import { isLanguage, languageFromAcceptLanguage, type Language } from '@sangam/shared/i18n/languages';

const KEY = 'sangam.language';

/** The choice made on this browser (a visitor's, or a member's last one here), if any. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the choice in this browser, and in a cookie the server reads to answer the next page's HTML (its lang,
 * title and link preview) in the same language.
 */
export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Private mode with storage off: the choice lasts for this page.
  }
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** The language to start in: this browser's choice, else a shared link's ?lang=, else the browser's languages. */
export function initialLanguage(url: URL = new URL(window.location.href)): Language {
  const fromLink = url.searchParams.get('lang');
  return (
    storedLanguage() ??
    (isLanguage(fromLink) ? fromLink : languageFromAcceptLanguage(navigator.languages?.join(',') || navigator.language))
  );
}
