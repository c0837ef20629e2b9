import { useCallback, useSyncExternalStore } from 'react';
import { looksLikeMessageId, splitMessage, type MessageId } from '@sangam/shared/i18n/namespaces';
import type { Language } from '@sangam/shared/i18n/languages';
import { i18n, onWordsChange, wordsVersion } from './i18n.ts';

export type MessageValues = Record<string, string | number | Date | undefined>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The language shown; the component redraws, in place, when it changes. */
export const useLanguage = (): Language => {
  useSyncExternalStore(onWordsChange, wordsVersion);
  return i18n.locale as Language;
};

/**
 * The current language's text of a catalogue message; the component redraws when the language changes (or when
 * words it asked for before they arrived do).
 */
export function useT(): Translate {
  const version = useSyncExternalStore(onWordsChange, wordsVersion);
  // A new function per change, so that memoised values made with it are made again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback<Translate>((id, values) => i18n._(id, values), [version]);
}

/**
 * Text that may be a catalogue id (shared validation messages, error replies made in the browser) or already a
 * sentence (a server reply, which arrives in the request's language): ids are translated, sentences pass as they are.
 * In a component, call useT() too, so that it redraws on a switch.
 */
export function say(text: string, values?: MessageValues): string {
  if (!looksLikeMessageId(text)) return text;
  const { id, values: carried } = splitMessage(text);
  // An id whose words have not arrived yet is noted (i18n.ts redraws when they do) and shown as it came.
  return id in i18n.messages ? i18n._(id, { ...carried, ...values }) : (i18n._(id), text);
}

/** `t` outside a component (a toast raised in a callback): the language shown at the moment of the call. */
export const translate: Translate = (id, values) => i18n._(id, values);
