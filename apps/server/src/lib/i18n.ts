import { setupI18n, type I18n } from '@lingui/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileCatalogue } from '@sangam/shared/i18n/compile';
import {
  INTL_LOCALE,
  LANGUAGES,
  isLanguage,
  languageFromAcceptLanguage,
  type Language,
} from '@sangam/shared/i18n/languages';
import { NAMESPACES, looksLikeMessageId, splitMessage, type MessageId } from '@sangam/shared/i18n/namespaces';

// The catalogues are read from the shared package's folder (beside its source, as the built server finds it
// through node_modules too) and compiled once at start.
const localesDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@sangam/shared/i18n/namespaces')),
  'locales',
);

const instances = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const messages = Object.assign(
      {},
      ...NAMESPACES.map((ns) =>
        compileCatalogue(ns, JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8'))),
      ),
    );
    return [lang, setupI18n({ locale: lang, locales: [INTL_LOCALE[lang]], messages: { [lang]: messages } })];
  }),
) as Record<Language, I18n>;

export type MessageValues = Record<string, string | number | Date | undefined>;

/** A catalogue message in a language. */
export const t = (lang: Language, id: MessageId, values?: MessageValues): string => instances[lang]._(id, values);

/**
 * The text to send for a message that may be a catalogue id (what shared schemas and services carry) or already a
 * sentence (a form's own success message, written by an admin): ids are translated, anything else passes as it is.
 */
export function translate(lang: Language, text: string, values?: MessageValues): string {
  if (!looksLikeMessageId(text)) return text;
  const { id, values: carried } = splitMessage(text);
  const i18n = instances[lang];
  return id in i18n.messages ? i18n._(id, { ...carried, ...values }) : text;
}

/** The language of a request: the member's saved choice, else `?lang=`, else the lang cookie, else Accept-Language. */
export function requestLanguage(request: {
  headers: Record<string, string | string[] | undefined>;
  query?: unknown;
  viewer?: { user: { language?: string | null } } | null;
}): Language {
  const saved = request.viewer?.user.language;
  if (isLanguage(saved)) return saved;
  const query = request.query as Record<string, unknown> | undefined;
  if (isLanguage(query?.lang)) return query.lang;
  const cookie = String(request.headers.cookie ?? '').match(/(?:^|;\s*)lang=(en|hi)\b/)?.[1];
  if (isLanguage(cookie)) return cookie;
  const accept = request.headers['accept-language'];
  return languageFromAcceptLanguage(Array.isArray(accept) ? accept[0] : accept);
}
