import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { catalogLoaders, shellLoaders } from 'virtual:sangam-catalogs';
import type { Language } from '@sangam/shared/i18n/languages';
import type { WebNamespace } from '@sangam/shared/i18n/namespaces';

import { Words } from './words.ts';

/**
 * The app's words: Lingui's compiled catalogues, read by words.ts. Before the first paint it holds only the words
 * the shell and the page name (build/catalogs.ts finds them in their modules); the whole namespaces follow right
 * after, for everything else.
 */
export const i18n = new Words();

export type WordsLoader = () => Promise<{ default: Record<string, CompiledMessage> }>;
type Loader = WordsLoader;

/** Each catalogue chunk once per language, kept (a failed one is asked for again next time). */
const loading = new Map<string, Promise<void>>();
function loadChunk(key: string, lang: Language, load: Loader): Promise<void> {
  let chunk = loading.get(key);
  if (!chunk) {
    chunk = load().then(
      (module) => i18n.load(lang, module.default),
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, chunk);
  }
  return chunk;
}
const loadNamespace = (lang: Language, ns: WebNamespace) => loadChunk(`${lang} ${ns}`, lang, catalogLoaders[lang][ns]);

/** Every namespace a screen has asked for: switching language loads them all in the new language first. */
const wanted = new Set<WebNamespace>(['common']);
/** The language being shown, or about to be once its catalogues are here. */
let target: Language = 'en';
/** Whether a text was asked for before its words arrived (drawn as its id until they do). */
let missed = false;

// Redraws: useT() subscribes here; the version moves when the language changes or missing words arrive.
let version = 0;
const listeners = new Set<() => void>();
const redraw = () => {
  version++;
  for (const listener of listeners) listener();
};
export const onWordsChange = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));
export const wordsVersion = () => version;
i18n.onMissing = () => {
  missed = true;
};

/** After the first paint: the whole namespaces in use, and a redraw only if a text went without its words. */
function completeNamespaces(lang: Language): void {
  void Promise.all([...wanted].map((ns) => loadNamespace(lang, ns))).then(
    () => {
      if (missed && target === lang) {
        missed = false;
        redraw();
      }
    },
    () => undefined, // offline: the first-paint words stay, and the next screen asks again
  );
}

/** A screen's namespaces, whole, in the language shown (a later page's loader waits for this beside its code). */
export function loadNamespaces(namespaces: readonly WebNamespace[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  const lang = target;
  return Promise.all(namespaces.map((ns) => loadNamespace(lang, ns))).then(() => undefined);
}

let firstPaintDone = false;
/** Whether the first page has drawn (before it, pages wait for their first-paint words only). */
export const isPastFirstPaint = () => firstPaintDone;

/**
 * The first page's words: the ones its modules name (`pageWords`, build/catalogs.ts), not its whole namespace,
 * which follows after the paint with the rest.
 */
export function loadPageWords(namespace: WebNamespace, pageWords: Record<Language, Loader> | undefined) {
  wanted.add(namespace);
  const lang = target;
  const first = pageWords?.[lang];
  return first ? loadChunk(`${lang} page ${String(first)}`, lang, first) : loadNamespace(lang, namespace);
}

/** The language the site is drawn in. */
export const currentLanguage = (): Language => target;

function show(lang: Language) {
  i18n.activate(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = 'ltr';
  redraw();
}

/**
 * The first paint's language: the shell's first-paint words (the page brings its own), then the rest of the
 * layout's after the page has drawn.
 */
export async function startLanguage(lang: Language): Promise<void> {
  target = lang;
  await loadChunk(`${lang} shell`, lang, shellLoaders[lang]);
  show(lang);
}

/** Called once the page has drawn: the whole catalogues of what is on screen. */
export function afterFirstPaint() {
  firstPaintDone = true;
  completeNamespaces(target);
}

/**
 * Shows the site in `lang`: every namespace in use is loaded in it first, so the switch redraws in place in one go,
 * with nothing in between in the old language or as bare ids.
 */
export async function activateLanguage(lang: Language): Promise<void> {
  target = lang;
  await Promise.all([...wanted].map((ns) => loadNamespace(lang, ns)));
  if (target !== lang) return; // a later switch won
  show(lang);
}
