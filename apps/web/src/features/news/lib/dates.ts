import { eventDateTime } from '../../../lib/dateFormat.ts';

/** "Sat, 5 Dec, 2026, 6:30 pm": an event's date and time in the reader's own time zone. */
export function formatEventDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return eventDateTime(date);
}

/** The value of a datetime-local input for an ISO time, in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
