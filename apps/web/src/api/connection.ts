import { useSyncExternalStore } from 'react';

/**
 * Whether the phone has a connection, so a write that cannot go says "No connection" instead of failing quietly.
 * Fed by the transport (no reply at all: offline; any reply, even an error: online) and the browser's online and
 * offline events. A timeout is a slow line, not a missing one, and leaves it as it was.
 */
let online = typeof navigator === 'undefined' || navigator.onLine !== false;
const listeners = new Set<() => void>();

export function setOnline(value: boolean): void {
  if (value === online) return;
  online = value;
  for (const listener of listeners) listener();
}

export const isOnline = (): boolean => online;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
}

export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, isOnline);
