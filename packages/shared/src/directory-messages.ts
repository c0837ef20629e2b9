// Directory wording and sizes without zod (the web's directory page need not download the schema library);
// directory.ts re-exports them.
import { DIRECTORY } from './limits.ts';
import { messageWith, type MessageId } from './i18n/namespaces.ts';

/** Members per directory page (the admin's directory limit caps it further). */
export const DIRECTORY_PAGE_SIZE = 24;
export const DIRECTORY_SEARCH_MAX = 100;
export const DIRECTORY_FILTER_MAX = 60;
/** How many cities and occupations GET /api/directory/filters offers. */
export const DIRECTORY_FILTER_CHOICES = 20;

const DIRECTORY_MESSAGE_IDS = {
  premiumRequired: 'directory.premiumRequired',
  emptySearch: 'directory.emptySearch',
  empty: 'directory.empty',
  offline: 'directory.offline',
  /** Takes `{ message }`: the cause in words. */
  failed: 'directory.failed',
  serverIssues: 'directory.serverIssues',
  configSaved: 'directory.configSaved',
  visibilityPublic: 'directory.visibilityPublic',
  visibilityHidden: 'directory.visibilityHidden',
} as const satisfies Record<string, MessageId>;

/** The directory's messages, as catalogue ids (the browser and the server translate them when shown). */
export const DIRECTORY_MESSAGES = {
  ...DIRECTORY_MESSAGE_IDS,
  limitInvalid: messageWith('directory.limitInvalid', { min: DIRECTORY.limitMin, max: DIRECTORY.limitMax }),
} as const;
