export const nowIso = () => new Date().toISOString();

export const addMs = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();

/** Whole days between a past time (milliseconds since 1970) and now. */
export const daysSince = (ms: number, now = Date.now()) => Math.max(0, Math.floor((now - ms) / 86_400_000));
