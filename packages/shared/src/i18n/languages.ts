/** The site's two languages. English is the default where nothing says otherwise. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { hi: 'हिन्दी', en: 'English' };

/** The locale Intl formats numbers, money and dates with. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The Open Graph locale of a page in the language. */
export const OG_LOCALE: Record<Language, string> = { en: 'en_US', hi: 'hi_IN' };

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';

/**
 * The language an Accept-Language header prefers: Hindi when a Hindi tag ranks above every English one (by q, then
 * by order), English otherwise (the rule: "Hindi for hi, English otherwise").
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { lang: Language; q: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.find((param) => param.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!(q > 0)) continue;
    const lang = tag === 'hi' || tag.startsWith('hi-') ? 'hi' : tag === '*' ? undefined : 'en';
    if (lang && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? DEFAULT_LANGUAGE;
}
