import { INTL_LOCALE } from '@sangam/shared/i18n/languages';
import { indianDigits } from '@sangam/shared/indian-digits';
import { formatTotal as formatTotalEnglish } from '@sangam/shared/pagination-total';
import { currentLanguage } from '../i18n/i18n.ts';
import { translate } from '../i18n/useT.ts';
import { fullDate, fullDateTime } from './dateFormat.ts';

// Numbers, money and dates in the language shown: English by hand (no Intl start-up on a public page's first paint;
// the shared tests check the hand-written forms against Intl's en-IN), Hindi through Intl's hi-IN, each formatter
// made once and kept. Both group in the Indian way: 1,00,000.

/** "5 May 2024" (Indian English order) or "5 मई 2024", as every date on the site reads; empty for a broken date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return fullDate(date);
}

/** "5 May 2024 at 3:04 pm" for activity logs. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return fullDateTime(date);
}

let hindiNumber: Intl.NumberFormat | undefined;
let hindiRupees: Intl.NumberFormat | undefined;
let hindiRelative: Intl.RelativeTimeFormat | undefined;

/** 1234567 -> "12,34,567" (a whole number; Indian grouping in both languages). */
export function formatNumber(value: number): string {
  if (currentLanguage() !== 'hi') return indianDigits(value);
  hindiNumber ??= new Intl.NumberFormat(INTL_LOCALE.hi, { maximumFractionDigits: 0 });
  return hindiNumber.format(Math.trunc(value));
}

/** A list's total: "1,234", or "10,000+" for a capped one. */
export const formatTotal = (total: { total: number; capped?: boolean | undefined }): string =>
  currentLanguage() === 'hi' ? `${formatNumber(total.total)}${total.capped ? '+' : ''}` : formatTotalEnglish(total);

/** "₹499" or "₹499.50" from paise; "₹1,00,000" for a lakh. */
export function formatRupees(paise: number): string {
  if (currentLanguage() !== 'hi') {
    const rest = paise % 100;
    return `₹${indianDigits(Math.floor(paise / 100))}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
  }
  hindiRupees ??= new Intl.NumberFormat(INTL_LOCALE.hi, { style: 'currency', currency: 'INR' });
  const text = hindiRupees.format(paise / 100);
  return paise % 100 ? text : text.replace(/\.00$/, '');
}

type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** "3 days ago" / "3 दिन पहले": `count` units before now (English written out, Hindi through Intl). */
export function formatAgo(count: number, unit: RelativeUnit): string {
  if (currentLanguage() !== 'hi') return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  hindiRelative ??= new Intl.RelativeTimeFormat(INTL_LOCALE.hi, { numeric: 'always' });
  return hindiRelative.format(-count, unit);
}

const PLAN_LABELS = {
  free: 'common.plan.free',
  basic: 'common.plan.free',
  premium: 'common.plan.premium',
  admin: 'common.plan.admin',
} as const;

/** A plan's name in the language shown (call useT() in the component, so it redraws on a switch). */
export const planLabel = (plan: string) =>
  plan in PLAN_LABELS ? translate(PLAN_LABELS[plan as keyof typeof PLAN_LABELS]) : plan;

/** 'active' -> 'Active'; 'press-release' -> 'Press release'. */
export const capitalise = (word: string) =>
  word ? word.charAt(0).toUpperCase() + word.slice(1).replace(/[-_]/g, ' ') : word;
