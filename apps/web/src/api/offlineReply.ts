// Whether what the page shows came from the service worker's cache (pwa/sw.ts marks such replies with a header):
// the offline line (pwa/OfflineLine.tsx, loaded after the first paint) reads it. In a few bytes, as every page's
// transport notes each reply here.

/** The event said on the window when offlineSince changes. */
export const OFFLINE_CHANGE = 'sangam-offline';

/** When the reply last shown was stored, or null when it came from the network. */
export let offlineSince: string | null = null;

/** Called with each reply: a kept one says when it was stored, one from the network (true) clears the line. */
export function noteReplySource(response: Response): boolean {
  const at = response.headers.get('X-Sangam-Offline');
  if (at !== offlineSince) {
    offlineSince = at;
    dispatchEvent(new Event(OFFLINE_CHANGE));
  }
  return !at;
}
