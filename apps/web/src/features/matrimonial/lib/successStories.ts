import { monthYear } from '../../../lib/dateFormat.ts';

/** "February 2026" ("फ़रवरी 2026") of a wedding month (YYYY-MM), in the language shown. */
export function weddingMonthText(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return monthYear(new Date(year, number - 1, 1));
}
