import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALE, type Language } from '@sangam/shared/i18n/languages';
import { indianDigits } from '@sangam/shared/indian-digits';

// The browser's reader of Lingui's compiled catalogues (build/catalogs.ts compiles them with Lingui's compiler; the
// server formats with @lingui/core itself). @lingui/core's own runtime picks plural forms and writes `#` through
// Intl.PluralRules and Intl.NumberFormat: the first Intl object a page makes loads ICU's data, which added about
// 100 ms of blocking time to every public list in Lighthouse's slowed phone (docs/PERFORMANCE.md), and the
// runtime was 2.2 KB of the pages' first JavaScript. English and Hindi have two plural forms each, with fixed
// rules; English numbers are written by hand as everywhere else on the site (Hindi's through Intl, cached).

type Values = Record<string, unknown>;
type Choices = Record<string, CompiledMessage> & { offset?: number };

/** CLDR's cardinal rules of the two languages: English "one" for exactly 1, Hindi for 0 and 1 (and 0.x). */
const pluralForm = (lang: Language, n: number) =>
  lang === 'hi' ? (Math.trunc(n) === 0 || n === 1 ? 'one' : 'other') : n === 1 ? 'one' : 'other';

let hindiNumber: Intl.NumberFormat | undefined;
function number(lang: Language, value: number): string {
  if (lang !== 'hi') return Number.isInteger(value) ? indianDigits(value) : String(value);
  hindiNumber ??= new Intl.NumberFormat(INTL_LOCALE.hi);
  return hindiNumber.format(value);
}

function format(message: CompiledMessage, values: Values, lang: Language, count?: number): string {
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') {
      out += token === '#' && count !== undefined ? number(lang, count) : token;
      continue;
    }
    const [name, type, choices] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...cases } = (choices ?? {}) as Choices;
      const n = Number(value) - offset;
      const chosen = cases[String(value)] ?? cases[pluralForm(lang, n)] ?? cases.other ?? [];
      out += format(chosen, values, lang, n);
    } else if (type === 'select') {
      const cases = (choices ?? {}) as Choices;
      out += format(cases[String(value)] ?? cases.other ?? [], values, lang, count);
    } else if (type === 'number' && typeof value === 'number') {
      out += number(lang, value);
    } else if (value !== undefined && value !== null) {
      out += value instanceof Date ? value.toLocaleDateString(INTL_LOCALE[lang]) : String(value);
    }
  }
  return out;
}

/** The catalogues loaded so far, per language, and the one shown (the parts of Lingui's I18n the app uses). */
export class Words {
  locale: Language | '' = '';
  private readonly catalogues: Record<Language, Record<string, CompiledMessage>> = { en: {}, hi: {} };
  /** Told when a text is asked for before its words have arrived (drawn as its id until they do). */
  onMissing: () => void = () => undefined;

  get messages(): Record<string, CompiledMessage> {
    return this.locale ? this.catalogues[this.locale] : {};
  }

  load(lang: Language, messages: Record<string, CompiledMessage>): void {
    Object.assign(this.catalogues[lang], messages);
  }

  activate(lang: Language): void {
    this.locale = lang;
  }

  _(id: string, values: Values = {}): string {
    const message = this.messages[id];
    if (!message || !this.locale) {
      this.onMissing();
      return id;
    }
    return format(message, values, this.locale);
  }
}
