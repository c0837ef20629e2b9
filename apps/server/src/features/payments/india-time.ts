// Receipts and revenue follow Indian dates: IST (UTC+05:30) and the April-March financial year.
const IST_OFFSET_MS = 330 * 60_000;

const inIst = (iso: string) => new Date(new Date(iso).getTime() + IST_OFFSET_MS);

/** "2026-27" for any time from 1 April 2026 to 31 March 2027, IST. */
export function financialYear(iso: string): string {
  const date = inIst(iso);
  const start = date.getUTCMonth() >= 3 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The UTC instant the IST calendar month of `iso` began. */
export function istMonthStart(iso: string): string {
  const date = inIst(iso);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) - IST_OFFSET_MS).toISOString();
}

/** The UTC instant an IST calendar day ("2026-04-01") began. */
export const istDayStart = (day: string) =>
  new Date(new Date(`${day}T00:00:00.000Z`).getTime() - IST_OFFSET_MS).toISOString();

/** The UTC instant the IST day after `day` began (an inclusive "to" date becomes an exclusive bound). */
export const istDayEnd = (day: string) => new Date(new Date(istDayStart(day)).getTime() + 86_400_000).toISOString();

export const receiptNumber = (year: string, n: number) => `SGM/${year}/${String(n).padStart(5, '0')}`;
