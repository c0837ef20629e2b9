// Answers and builder drafts kept in localStorage, so a dropped connection or a slip of the finger loses nothing.

export function readDraft<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the form still works, only without the draft.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

export const answersDraftKey = (slug: string) => `form-answers:${slug}`;
export const builderDraftKey = (id: string | undefined) => `form-builder:${id ?? 'new'}`;
