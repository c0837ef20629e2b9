import { fullDate, fullDateTime } from './dateFormat.ts';

/** "5 May 2024" (Indian English order), as every date on the site reads; empty for a missing or broken date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return fullDate(date);
}

/** "5 May 2024 at 3:04 pm" for activity logs. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return fullDateTime(date);
}

const PLAN_LABELS: Record<string, string> = { free: 'Free', basic: 'Free', premium: 'Premium', admin: 'Admin' };

export const planLabel = (plan: string) => PLAN_LABELS[plan] ?? plan;

/** 'active' -> 'Active'; 'press-release' -> 'Press release'. */
export const capitalise = (word: string) =>
  word ? word.charAt(0).toUpperCase() + word.slice(1).replace(/[-_]/g, ' ') : word;
