import { Workbox } from 'workbox-window';

// The service worker's registration (production builds only, after the first paint: pwa/start.tsx) and whether a
// new version waits for the member's Reload.

const HOUR_MS = 60 * 60 * 1000;

let started = false;
let waiting = false;
const listeners = new Set<() => void>();

export const updateWaiting = (): boolean => waiting;
export const onUpdateWaiting = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));

/**
 * Registers /sw.js and looks for a new version in the background: the browser does on each navigation, this every
 * hour while the page is open and whenever it is shown again.
 */
export function registerServiceWorker(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    waiting = true;
    listeners.forEach((listener) => listener());
  });
  void wb.register().catch(() => undefined);
  const update = () => void wb.update().catch(() => undefined);
  setInterval(update, HOUR_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') update();
  });
}

/**
 * The update bar's Reload: the waiting worker takes over (SKIP_WAITING), then the page loads again under it; at once
 * when another tab's Reload was quicker.
 */
export async function reloadIntoUpdate(): Promise<void> {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  const waitingWorker = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (waitingWorker) waitingWorker.postMessage({ type: 'SKIP_WAITING' });
  else window.location.reload();
}
