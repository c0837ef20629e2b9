// A page's last reply kept on the phone, so the page draws at once on the next visit (and with no signal) while the
// server is asked again. One member's replies only: each is stored under their id, and a logout forgets them all
// (clearToken). Apart from token.ts so that only the pages that keep a reply carry this code.
import { STORED_REPLY_PREFIX } from './token.ts';

const keyOf = (name: string, memberId: string) => `${STORED_REPLY_PREFIX}${name}.${memberId}`;

/** The reply stored under `name` for this member, or undefined (none, unreadable, storage disabled). */
export function readStoredReply<T>(name: string, memberId: string): T | undefined {
  try {
    const raw = localStorage.getItem(keyOf(name, memberId));
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function storeReply(name: string, memberId: string, reply: unknown): void {
  try {
    localStorage.setItem(keyOf(name, memberId), JSON.stringify(reply));
  } catch {
    // Storage full or disabled: the next visit waits for the server instead.
  }
}
