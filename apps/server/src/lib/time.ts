export const nowIso = () => new Date().toISOString();

export const addMs = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();

/** Whole days between a past time (milliseconds since 1970) and now. */
export const daysSince = (ms: number, now = Date.now()) => Math.max(0, Math.floor((now - ms) / 86_400_000));

const IST = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A stored time as India reads it, for spreadsheets: "2026-11-28 06:32:19" (the column's header says IST).
 * Stored times are UTC ISO strings; 01:02:19Z is 06:32:19 in India.
 */
export function istDateTime(iso: string): string {
  const parts = Object.fromEntries(IST.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
