// A page's last reply kept on the phone, so the page draws at once on the next visit (and with no signal) while the
// server is asked again. One member's replies only: each is stored under their id, and a logout forgets them all.

const PREFIX = 'sangam.stored.';

const keyOf = (name: string, memberId: string) => `${PREFIX}${name}.${memberId}`;

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

/** Forgets every stored reply (logout: what one member read is not for the next person on this phone). */
export function forgetStoredReplies(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing stored there either.
  }
}
