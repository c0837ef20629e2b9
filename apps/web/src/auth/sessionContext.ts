import { createContext, useContext } from 'react';
import type { User } from '@sangam/shared/user';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  user: User | null;
  status: SessionStatus;
  /**
   * Why the session last ended without the member asking (suspension, expiry), as a catalogue id of `common`; the
   * login screen says it (say()) in the language shown.
   */
  notice: string | null;
  /** Stores the token; uses `user` when given, otherwise loads the profile. Throws when that fails. */
  login: (token: string, user?: User) => Promise<User>;
  /**
   * Tells the server (errors ignored), drops the token and every cached query. `serverEnded`: the
   * server already ended every session (deactivation, deletion), so there is nothing to tell it.
   */
  logout: (options?: { serverEnded?: boolean }) => Promise<void>;
  /** Reloads the signed-in member from the server; null when that failed. */
  refreshUser: () => Promise<User | null>;
  /** Replaces the member after a call that returned the updated record (e.g. reactivation). */
  setUser: (user: User) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
