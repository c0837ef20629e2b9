// The catalogues, one file per namespace in locales/<language>/<namespace>.json, keyed by meaning. A message's id
// is its namespace and key: t('auth.loginTitle') reads "loginTitle" of auth.json. Both languages hold the same keys
// (catalogs.test.ts) and every message is ICU MessageFormat.

import type common from './locales/en/common.json';
import type auth from './locales/en/auth.json';
import type home from './locales/en/home.json';
import type directory from './locales/en/directory.json';
import type listings from './locales/en/listings.json';
import type news from './locales/en/news.json';
import type questions from './locales/en/questions.json';
import type matrimonial from './locales/en/matrimonial.json';
import type membership from './locales/en/membership.json';
import type payments from './locales/en/payments.json';
import type profile from './locales/en/profile.json';
import type referrals from './locales/en/referrals.json';
import type forms from './locales/en/forms.json';
import type pages from './locales/en/pages.json';
import type users from './locales/en/users.json';
import type notifications from './locales/en/notifications.json';
import type privacy from './locales/en/privacy.json';
import type server from './locales/en/server.json';

type Catalogues = {
  common: typeof common;
  auth: typeof auth;
  home: typeof home;
  directory: typeof directory;
  listings: typeof listings;
  news: typeof news;
  questions: typeof questions;
  matrimonial: typeof matrimonial;
  membership: typeof membership;
  payments: typeof payments;
  profile: typeof profile;
  referrals: typeof referrals;
  forms: typeof forms;
  pages: typeof pages;
  users: typeof users;
  notifications: typeof notifications;
  privacy: typeof privacy;
  server: typeof server;
};

export type Namespace = keyof Catalogues;

/** Every message id of the catalogues: a typo in t('...') fails the type check. */
export type MessageId = { [N in Namespace]: `${N}.${keyof Catalogues[N] & string}` }[Namespace];

export const NAMESPACES = [
  'common',
  'auth',
  'home',
  'directory',
  'listings',
  'news',
  'questions',
  'matrimonial',
  'membership',
  'payments',
  'profile',
  'referrals',
  'forms',
  'pages',
  'users',
  'notifications',
  'privacy',
  'server',
] as const satisfies readonly Namespace[];

/** Namespaces only the server reads (e-mails, WhatsApp/SMS texts, receipts, the biodata PDF, link previews). */
export const SERVER_ONLY_NAMESPACES: readonly Namespace[] = ['server'];
export type WebNamespace = Exclude<Namespace, 'server'>;

/** The web feature folder whose pages draw a namespace's texts (the folder's pages load it with themselves). */
export const NAMESPACE_OF_FEATURE: Record<string, WebNamespace> = {
  auth: 'auth',
  home: 'home',
  directory: 'directory',
  listings: 'listings',
  news: 'news',
  questions: 'questions',
  matrimonial: 'matrimonial',
  membership: 'membership',
  payments: 'payments',
  profile: 'profile',
  referrals: 'referrals',
  forms: 'forms',
  'static-pages': 'pages',
  users: 'users',
  notifications: 'notifications',
  privacy: 'privacy',
};

/** Whether a string is a message id (the form shared messages and server errors carry until they are shown). */
export const looksLikeMessageId = (text: string): boolean => /^[a-z]+\.[A-Za-z0-9_.]+(\|\{.*\})?$/s.test(text);

export type MessageArgs = Record<string, string | number>;

/**
 * A message id with its ICU arguments, as one string, for places that can only hold a string (a zod schema's
 * message, made once at load): "common.atMostChars|{"max":200}". Translating it (say() in the browser, translate()
 * on the server) reads the arguments back.
 */
export const messageWith = (id: MessageId, values: MessageArgs): string => `${id}|${JSON.stringify(values)}`;

/** The id and arguments of a message id string (with or without arguments). */
export function splitMessage(text: string): { id: string; values: MessageArgs | undefined } {
  const bar = text.indexOf('|');
  if (bar < 0) return { id: text, values: undefined };
  try {
    return { id: text.slice(0, bar), values: JSON.parse(text.slice(bar + 1)) as MessageArgs };
  } catch {
    return { id: text, values: undefined };
  }
}
