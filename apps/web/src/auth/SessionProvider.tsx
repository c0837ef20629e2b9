import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SESSION_MESSAGES } from '@sangam/shared/session-messages';
import { TIMING } from '@sangam/shared/limits';
import type { User } from '@sangam/shared/user';
import { onAuthEvent } from '../api/authEvents.ts';
import { isApiError } from '../api/errors.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { resetSessionRecovery } from '../api/sessionRecovery.ts';
import { clearToken, getStoredMember, getToken, setToken, storeMember } from '../api/token.ts';
import { loginRedirect } from './redirect.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { storedLanguage } from '../i18n/languageChoice.ts';
import { chooseLanguage, onLanguageChosen } from '../i18n/useLanguage.ts';
import { fetchMe, requestLogout, saveLanguage } from './sessionApi.ts';
import { SessionContext, type Session, type SessionStatus } from './sessionContext.ts';
import { SuspendedNotice } from './SuspendedNotice.tsx';

interface SessionState {
  status: SessionStatus;
  user: User | null;
}

/** Only a 401 ends a stored session; no signal, a timeout or a server error keep the member where they are. */
const endsSession = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * What was read for one member is not for the next: every query goes, except the site settings, which are the same
 * for everyone. The footer shows them on every page and is not drawn again on signing in, so a request of theirs
 * cancelled here left it with the default name and no contact details until the next page load.
 */
const forgetViewerData = (client: QueryClient) =>
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.siteSettings[0] });

/** A stored token and member draw the signed-in site at once; the server confirms (or corrects) it meanwhile. */
function initialState(): SessionState {
  if (!getToken()) return { status: 'anonymous', user: null };
  const member = getStoredMember();
  return member ? { status: 'authenticated', user: member } : { status: 'loading', user: null };
}

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>(initialState);
  const [suspendedMessage, setSuspendedMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const statusRef = useRef(state.status);

  useEffect(() => {
    statusRef.current = state.status;
  }, [state.status]);

  const endSession = useCallback(() => {
    clearToken();
    // The service worker's copies of the member's replies go too (loaded only now: not on the first paint).
    void import('../pwa/forgetOffline.ts').then((pwa) => pwa.forgetOfflineCopies());
    resetSessionRecovery();
    forgetViewerData(queryClient);
    setSuspendedMessage(null);
    setState({ status: 'anonymous', user: null });
  }, [queryClient]);

  // Whatever the server last said about the member is kept for the next visit's first paint.
  useEffect(() => {
    if (state.user && getToken()) storeMember(state.user);
  }, [state.user]);

  // The member's language follows them: their saved choice wins on any phone; a choice made here before they had one
  // (as a visitor) is saved to their profile; a switch while signed in is saved too.
  const language = state.user?.language;
  const signedIn = state.status === 'authenticated';
  useEffect(() => {
    if (!signedIn) return;
    if (language && language !== currentLanguage()) void chooseLanguage(language, { fromServer: true });
    else if (!language && storedLanguage()) void saveLanguage(storedLanguage()!);
  }, [signedIn, language]);
  useEffect(() => {
    if (!signedIn) return undefined;
    return onLanguageChosen((lang) => {
      setState((s) => (s.user ? { ...s, user: { ...s.user, language: lang } } : s));
      void saveLanguage(lang);
    });
  }, [signedIn]);

  // A stored token is verified once at load, in parallel with the page's own requests.
  useEffect(() => {
    if (!getToken()) return;
    let cancelled = false;
    fetchMe()
      .then((user) => {
        if (!cancelled) setState({ status: 'authenticated', user });
      })
      .catch((error: unknown) => {
        if (cancelled || !endsSession(error)) return;
        clearToken();
        setState({ status: 'anonymous', user: null });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // Account events found by any call (api/authEvents).
  useEffect(
    () =>
      onAuthEvent((event) => {
        if (event.type === 'logged-out') {
          const wasSignedIn = statusRef.current === 'authenticated';
          endSession();
          if (wasSignedIn) {
            setNotice(SESSION_MESSAGES.sessionExpired);
            const { to, state: redirectState } = loginRedirect(currentPath(), SESSION_MESSAGES.sessionExpired);
            void navigate(to, { replace: true, state: redirectState });
          }
        } else if (event.type === 'suspended') {
          setSuspendedMessage(event.message || SESSION_MESSAGES.suspended);
        } else {
          setState((s) => (s.user ? { ...s, user: { ...s.user, accountStatus: 'deactivated' } } : s));
        }
      }),
    [endSession, navigate],
  );

  const logout = useCallback(
    async (options?: { serverEnded?: boolean }) => {
      if (getToken() && !options?.serverEnded) requestLogout();
      endSession();
      setNotice(null);
    },
    [endSession],
  );

  // Suspension: show the warning, then log out after 5 s and explain on the login screen.
  const suspendedNotice =
    suspendedMessage ?? (state.user?.accountStatus === 'suspended' ? SESSION_MESSAGES.suspended : null);
  useEffect(() => {
    if (!suspendedNotice) return;
    const timer = setTimeout(() => {
      // The notice survives whichever redirect to /login lands first (this one or a protected page's).
      if (getToken()) requestLogout();
      endSession();
      setNotice(SESSION_MESSAGES.suspendedLogin);
      void navigate('/login', { replace: true, state: { message: SESSION_MESSAGES.suspendedLogin } });
    }, TIMING.suspendedLogoutMs);
    return () => clearTimeout(timer);
  }, [suspendedNotice, endSession, navigate]);

  const login = useCallback(
    async (token: string, user?: User) => {
      setToken(token);
      resetSessionRecovery();
      forgetViewerData(queryClient);
      setNotice(null);
      try {
        const me = user ?? (await fetchMe());
        setState({ status: 'authenticated', user: me });
        return me;
      } catch (error) {
        clearToken();
        setState({ status: 'anonymous', user: null });
        throw error;
      }
    },
    [queryClient],
  );

  const refreshUser = useCallback(async () => {
    try {
      const user = await fetchMe();
      setState({ status: 'authenticated', user });
      return user;
    } catch {
      return null;
    }
  }, []);

  const setUser = useCallback((user: User) => setState({ status: 'authenticated', user }), []);

  const value = useMemo<Session>(
    () => ({ user: state.user, status: state.status, notice, login, logout, refreshUser, setUser }),
    [state, notice, login, logout, refreshUser, setUser],
  );

  return (
    <SessionContext value={value}>
      {suspendedNotice && <SuspendedNotice message={suspendedNotice} />}
      {children}
    </SessionContext>
  );
}
