import { useSyncExternalStore } from 'react';

/**
 * The phone's connection as the page knows it, in few bytes (every page's transport feeds it):
 * - `online`: a write that cannot go says "No connection" instead of failing quietly. No reply at all: offline; any
 *   reply from the network, even an error: online; and the browser's online and offline events. A timeout is a slow
 *   line, not a missing one, and leaves it as it was.
 * - `offlineSince`: when the reply last shown was stored, when the service worker answered from its cache (pwa/sw.ts
 *   marks such replies with a header), else null: the offline line (pwa/OfflineLine.tsx) shows while it is set.
 */
let online = navigator.onLine;
export let offlineSince: string | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function setOnline(value: boolean): void {
  if (value === online) return;
  online = value;
  changed();
}

/** Each reply the transport gets: one the service worker kept says nothing of the connection. */
export function noteReply(response: Response): void {
  const at = response.headers.get('X-Sangam-Offline');
  if (at !== offlineSince) {
    offlineSince = at;
    changed();
  }
  if (!at) setOnline(true);
}

addEventListener('online', () => setOnline(true));
addEventListener('offline', () => setOnline(false));

export const isOnline = (): boolean => online;

export const subscribeConnection = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useOnline = (): boolean => useSyncExternalStore(subscribeConnection, isOnline);
