/**
 * The client tells the session provider about account-level events it discovers on any call.
 * A tiny listener set keeps src/api free of React.
 */
export type AuthEvent =
  { type: 'logged-out'; reason: 'session-expired' } | { type: 'suspended'; message: string } | { type: 'deactivated' };

type Listener = (event: AuthEvent) => void;
const listeners = new Set<Listener>();

export function onAuthEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitAuthEvent(event: AuthEvent): void {
  for (const listener of listeners) listener(event);
}
