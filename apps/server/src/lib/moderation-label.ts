import type { ModerationLabel } from '@sangam/shared/moderation-label';

// What moderation did to a record (issue 34), as the replies of its author and admins say it.

/** moderation_state of listings, comments, matrimonial profiles and users: 0 shown to everyone. */
export const SHOWN = 0;

/** 1 hidden by three members' reports until an admin decides, 2 removed by an admin. */
export const labelOfState = (state: number): ModerationLabel | undefined =>
  state === 1 ? 'hidden' : state === 2 ? 'removed' : undefined;

/** A question's or answer's status: `reported` is hidden until an admin decides, `hidden` was removed by one. */
export const labelOfStatus = (status: string): ModerationLabel | undefined =>
  status === 'reported' ? 'hidden' : status === 'hidden' ? 'removed' : undefined;
