export const nowIso = () => new Date().toISOString();

export const addMs = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();

/** Whole days between a past time and now. */
export const daysSince = (iso: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - new Date(iso).getTime()) / 86_400_000));
