import { LANGUAGE_NAMES, type Language } from '@sangam/shared/i18n/languages';
import { chooseLanguage } from '../i18n/useLanguage.ts';
import { useLanguage, useT } from '../i18n/useT.ts';

/** Hindi first, as the community speaks it. */
const SWITCH_ORDER: readonly Language[] = ['hi', 'en'];

/**
 * "हिन्दी | English": the site redraws in place in the language tapped (nothing typed is lost); a member's choice is
 * saved to their profile, a visitor's in this browser. Each name is written in its own language and script.
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useT();
  const shown = useLanguage();
  const idle = tone === 'dark' ? 'text-slate-200 hover:text-white' : 'text-slate-700 hover:bg-slate-100';
  const current =
    tone === 'dark' ? 'font-bold text-white underline underline-offset-4' : 'bg-brand-50 font-bold text-brand-800';
  return (
    <div role="group" aria-label={t('common.language.label')} className="flex items-center text-sm">
      {SWITCH_ORDER.map((lang, index) => (
        <span key={lang} className="flex items-center">
          {index > 0 && (
            <span aria-hidden="true" className={tone === 'dark' ? 'text-slate-500' : 'text-slate-300'}>
              |
            </span>
          )}
          <button
            type="button"
            lang={lang}
            aria-pressed={shown === lang}
            onClick={() => void chooseLanguage(lang)}
            className={`min-h-11 min-w-11 rounded-md px-2 ${shown === lang ? current : idle}`}
          >
            {LANGUAGE_NAMES[lang]}
          </button>
        </span>
      ))}
    </div>
  );
}
