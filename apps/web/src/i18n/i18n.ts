import { setupI18n } from '@lingui/core';
import { catalogLoaders } from 'virtual:sangam-catalogs';
import { INTL_LOCALE, type Language } from '@sangam/shared/i18n/languages';
import type { WebNamespace } from '@sangam/shared/i18n/namespaces';

/** The app's one Lingui instance. Catalogues arrive per namespace (the layout's, then each page's feature). */
export const i18n = setupI18n();

const loaded: Record<Language, Map<WebNamespace, Promise<void>>> = { en: new Map(), hi: new Map() };
/** Every namespace a screen has asked for: switching language loads them all in the new language first. */
const wanted = new Set<WebNamespace>(['common']);
/** The language being shown, or about to be once its catalogues are here. */
let target: Language = 'en';

function loadOne(lang: Language, ns: WebNamespace): Promise<void> {
  let loading = loaded[lang].get(ns);
  if (!loading) {
    loading = catalogLoaders[lang][ns]().then(
      (module) => i18n.load(lang, module.default),
      (error: unknown) => {
        loaded[lang].delete(ns); // the next screen asks again
        throw error;
      },
    );
    loaded[lang].set(ns, loading);
  }
  return loading;
}

/** Loads a screen's namespaces in the language shown (a page's loader waits for this beside its code). */
export function loadNamespaces(namespaces: readonly WebNamespace[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  return Promise.all(namespaces.map((ns) => loadOne(target, ns))).then(() => undefined);
}

/** The language the site is drawn in. */
export const currentLanguage = (): Language => target;

/**
 * Shows the site in `lang`: every namespace in use is loaded in it first, so the switch redraws in place in one go,
 * with nothing in between in the old language or as bare ids.
 */
export async function activateLanguage(lang: Language): Promise<void> {
  target = lang;
  await Promise.all([...wanted].map((ns) => loadOne(lang, ns)));
  if (target !== lang) return; // a later switch won
  i18n.activate(lang, [INTL_LOCALE[lang]]);
  document.documentElement.lang = lang;
  document.documentElement.dir = 'ltr';
}
