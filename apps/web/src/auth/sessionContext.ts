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
  /**
   * Stores the token; uses `user` when given, otherwise loads the profile. Throws when that fails. `consentRequired`:
   * the sign-in reply's request to agree to a new Terms and Privacy Policy version, kept with the session.
   */
  login: (token: string, user?: User, consentRequired?: { version: string }) => Promise<User>;
  /**
   * Tells the server (errors ignored), drops the token and every cached query. `serverEnded`: the
   * server already ended every session (deactivation, deletion), so there is nothing to tell it.
   */
  logout: (options?: { serverEnded?: boolean }) => Promise<void>;
  /** Reloads the signed-in member from the server; null when that failed. */
  refreshUser: () => Promise<User | null>;
  /** Replaces the member after a call that returned the updated record (e.g. reactivation). */
  setUser: (user: User) => void;
  /**
   * The Terms and Privacy Policy version the member has yet to agree to (a sign-in reply's consentRequired, or
   * GET /api/profile/consents' agreementRequired), or null: a banner asks while it is set.
   */
  consentRequired: string | null;
  setConsentRequired: (version: string | null) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
