// The session's notices the web's shell shows (expired, suspended...), apart from the rest of AUTH_MESSAGES
// (auth-messages.ts spreads them in): every page's first download carries these few, not every sign-in message.
import type { MessageId } from './i18n/namespaces.ts';

export const SESSION_MESSAGES = {
  adminOnly: 'common.session.adminOnly',
  suspended: 'common.session.suspended',
  suspendedLogin: 'common.session.suspendedLogin',
  deactivated: 'common.session.deactivated',
  sessionExpired: 'common.session.expired',
  notLoggedIn: 'common.session.notLoggedIn',
  loginToBrowseCategory: 'common.session.loginToBrowseCategory',
  serverIssuesRegister: 'common.session.serverIssuesRegister',
} as const satisfies Record<string, MessageId>;
