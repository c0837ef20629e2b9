import type { Language } from '@sangam/shared/i18n/languages';
import { activateLanguage } from './i18n.ts';
import { rememberLanguage } from './languageChoice.ts';

type Listener = (lang: Language) => void;
const listeners = new Set<Listener>();

/**
 * Switches the site to `lang` in place and keeps the choice in this browser. `fromServer`: the member's saved choice
 * arriving with their session, which need not be sent back.
 */
export async function chooseLanguage(lang: Language, { fromServer = false } = {}): Promise<void> {
  rememberLanguage(lang);
  await activateLanguage(lang);
  if (!fromServer) for (const listener of listeners) listener(lang);
}

/** Called after a member picks a language here (the session saves it to their profile). */
export function onLanguageChosen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
