import { useSyncExternalStore } from 'react';
import { isAppleMobile, isStandalone } from './displayMode.ts';
import { kept } from './keepInstallPrompt.ts';

/** Chromium's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How Sangam can be put on this phone's home screen: Chromium's own prompt, the iPhone's Share menu, or not. */
export type InstallWay = 'prompt' | 'iphone' | null;

let installed = isStandalone();
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
addEventListener('beforeinstallprompt', changed);
addEventListener('appinstalled', () => {
  installed = true;
  kept.prompt = undefined;
  changed();
});

function installWay(): InstallWay {
  if (installed) return null;
  if (kept.prompt) return 'prompt';
  return isAppleMobile() ? 'iphone' : null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useInstallWay = (): InstallWay => useSyncExternalStore(subscribe, installWay, installWay);

/** Shows Chromium's install prompt (each offer once); true when the member installed. */
export async function promptInstall(): Promise<boolean> {
  const offer = kept.prompt as BeforeInstallPromptEvent | undefined;
  if (!offer) return false;
  kept.prompt = undefined;
  changed();
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  return outcome === 'accepted';
}

const VISITS_KEY = 'sangam.visits';
const HINT_DONE_KEY = 'sangam.installHintDone';
/** A page load this long after the one before starts a new visit (as analytics count sessions). */
export const NEW_VISIT_AFTER_MS = 30 * 60 * 1000;

/** localStorage throws when the browser blocks site data: the visits then count from one and the hint stays away. */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing kept: as on a first visit next time.
  }
}

/** Counts this page load as a visit when the last one was long enough ago; how many visits so far. */
export function countVisit(now = Date.now()): number {
  let visits = { count: 0, last: 0 };
  try {
    visits = { ...visits, ...(JSON.parse(stored(VISITS_KEY) ?? '{}') as typeof visits) };
  } catch {
    // A damaged record starts again.
  }
  const count = visits.count === 0 || now - visits.last >= NEW_VISIT_AFTER_MS ? visits.count + 1 : visits.count;
  store(VISITS_KEY, JSON.stringify({ count, last: now }));
  return count;
}

/** Not now, or installing, puts the hint away for good. */
export const hintDone = () => stored(HINT_DONE_KEY) === '1';
export const putHintAway = () => store(HINT_DONE_KEY, '1');
