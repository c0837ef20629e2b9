import { useEffect, useState } from 'react';
import { del, get, set } from 'idb-keyval';
import type { WizardValues } from './wizard.ts';

/**
 * What the wizard has so far, kept in IndexedDB (which holds the chosen File objects, unlike localStorage):
 * Android often reloads the tab after the gallery opens, and a parent may finish the profile another day.
 */
export interface WizardDraft {
  step: number;
  values: WizardValues;
  photos: File[];
  biodata: File | null;
  /** Editing: which of the saved photos stay, and whether the uploaded biodata goes. */
  keep: number[];
  removeBiodata: boolean;
}

/** One draft per member and per profile (a new one, or each profile being edited). */
export const draftKey = (userId: string, profileId: string | null) =>
  `matrimonial-wizard:${userId}:${profileId ?? 'new'}`;

/** The saved draft, or null; a browser without IndexedDB (or a refused one) has none. */
export async function readWizardDraft(key: string): Promise<WizardDraft | null> {
  try {
    return (await get<WizardDraft>(key)) ?? null;
  } catch {
    return null;
  }
}

export async function saveWizardDraft(key: string, draft: WizardDraft): Promise<void> {
  try {
    await set(key, draft);
  } catch {
    // Storage full or refused (private mode): the wizard still works, only without the draft.
  }
}

export async function clearWizardDraft(key: string): Promise<void> {
  try {
    await del(key);
  } catch {
    // Nothing to clear.
  }
}

/** The draft under `key`: undefined while IndexedDB is read (a few milliseconds), then the draft or null. */
export function useWizardDraft(key: string): WizardDraft | null | undefined {
  const [read, setRead] = useState<{ key: string; draft: WizardDraft | null } | null>(null);
  useEffect(() => {
    let current = true;
    void readWizardDraft(key).then((draft) => {
      if (current) setRead({ key, draft });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return read?.key === key ? read.draft : undefined;
}
