import { useSyncExternalStore } from 'react';

/**
 * Whether the phone has a connection, so a write that cannot go says "No connection" instead of failing quietly.
 * Fed by the transport (no reply at all: offline; any reply, even an error: online) and the browser's online and
 * offline events. A timeout is a slow line, not a missing one, and leaves it as it was.
 */
let online = navigator.onLine;
const listeners = new Set<() => void>();

export function setOnline(value: boolean): void {
  if (value === online) return;
  online = value;
  listeners.forEach((listener) => listener());
}

addEventListener('online', () => setOnline(true));
addEventListener('offline', () => setOnline(false));

export const isOnline = (): boolean => online;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, isOnline);
