// Interests' words, statuses and limits without zod (the web's My Profiles needs them, not the schema library);
// matrimonial-interests.ts re-exports them.
import { messageWith, type MessageId } from './i18n/namespaces.ts';

export const INTEREST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];
export const INTEREST_DIRECTIONS = ['received', 'sent'] as const;
export type InterestDirection = (typeof INTEREST_DIRECTIONS)[number];

export const INTEREST_LIMITS = {
  messageMax: 300,
  /** Interests one member may send in 24 hours. */
  perDay: 20,
  pageSize: 20,
} as const;

export const INTEREST_MESSAGES = {
  sent: 'matrimonial.interests.sentMessage',
  accepted: 'matrimonial.interests.acceptedMessage',
  declined: 'matrimonial.interests.declinedMessage',
  withdrawn: 'matrimonial.interests.withdrawnMessage',
  notYours: 'matrimonial.interests.notYours',
  notApproved: 'matrimonial.interests.notApproved',
  duplicate: 'matrimonial.interests.duplicate',
  notPending: 'matrimonial.interests.notPending',
  notFound: 'matrimonial.interests.notFound',
  tooMany: messageWith('matrimonial.interests.tooMany', { max: INTEREST_LIMITS.perDay }),
  messageTooLong: messageWith('matrimonial.interests.messageTooLong', { max: INTEREST_LIMITS.messageMax }),
} as const;

/** The status badges' words. */
export const INTEREST_STATUS_LABELS = {
  pending: 'matrimonial.interests.status.pending',
  accepted: 'matrimonial.interests.status.accepted',
  declined: 'matrimonial.interests.status.declined',
  withdrawn: 'matrimonial.interests.status.withdrawn',
} as const satisfies Record<InterestStatus, MessageId>;
