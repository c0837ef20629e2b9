import type { SubmissionStats, SubmissionView, SubmissionsListReply } from '@sangam/shared/submissions';

// The submissions screen's replies, as the server's response schemas in packages/shared/src/submissions.ts say.

/** A submission with the fields of the form version it was made with. */
export type Submission = SubmissionView;
export type SubmissionsPage = SubmissionsListReply;
export type { SubmissionStats };
