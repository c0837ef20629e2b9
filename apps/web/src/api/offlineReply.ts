// Whether what the page shows came from the service worker's cache (pwa/sw.ts marks such replies with a header):
// the offline line (pwa/OfflineLine.tsx, loaded after the first paint) reads it. Kept here, in a few bytes, because
// the transport notes every reply.
let storedAt: string | null = null;
const listeners = new Set<() => void>();

/**
 * Called with each reply: a kept one says when it was stored, one from the network clears the line. True when the
 * reply came from the network.
 */
export function noteReplySource(response: Response): boolean {
  const at = response.headers.get('X-Sangam-Offline');
  if (at !== storedAt) {
    storedAt = at;
    listeners.forEach((listener) => listener());
  }
  return at === null;
}

/** When the reply last shown was stored, or null when it came from the network. */
export const offlineSince = (): string | null => storedAt;

export const onOfflineChange = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));
