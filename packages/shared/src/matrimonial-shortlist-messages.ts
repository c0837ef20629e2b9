// The shortlist's and "Not interested"'s limits and words without zod (the web's matrimonial chunk needs them, not
// the schema library); matrimonial-shortlist.ts re-exports them.
import { messageWith, type MessageId } from './i18n/namespaces.ts';

export const SHORTLIST_LIMITS = {
  /** Profiles one member may keep on the shortlist. */
  max: 200,
  /** Days a "Not interested" profile stays out of the member's lists and matches. */
  hideDays: 90,
  pageSize: 12,
} as const;

export const SHORTLIST_MESSAGES = {
  full: messageWith('matrimonial.shortlistFull', { max: SHORTLIST_LIMITS.max }),
  added: 'matrimonial.shortlistAdded',
  removed: 'matrimonial.shortlistRemoved',
  own: 'matrimonial.shortlistOwn',
  hidden: 'matrimonial.hideDone',
  unhidden: 'matrimonial.hideUndone',
  hideOwn: 'matrimonial.hideOwn',
} as const satisfies Record<string, MessageId | string>;
