// Directory wording and sizes without zod (the web's directory page need not download the schema library);
// directory.ts re-exports them.
import { DIRECTORY } from './limits.ts';

/** Members per directory page (the admin's directory limit caps it further). */
export const DIRECTORY_PAGE_SIZE = 24;
export const DIRECTORY_SEARCH_MAX = 100;
export const DIRECTORY_FILTER_MAX = 60;
/** How many cities and occupations GET /api/directory/filters offers. */
export const DIRECTORY_FILTER_CHOICES = 20;

export const DIRECTORY_MESSAGES = {
  premiumRequired: 'Premium access required for contact details',
  emptySearch: 'No members found matching your criteria.',
  empty: 'There are no members in the directory yet',
  offline: 'Server appears to be offline. Please try again later.',
  failed: (message: string) => `Failed to load directory: ${message}. Please try again later.`,
  serverIssues: 'Server connection issues detected. Directory data may not be available.',
  limitInvalid: `Limit must be a whole number between ${DIRECTORY.limitMin} and ${DIRECTORY.limitMax}`,
  configSaved: 'Directory settings saved successfully!',
  visibilityPublic: 'Your profile is now visible in the directory',
  visibilityHidden: 'Your profile is now hidden from the directory',
} as const;
