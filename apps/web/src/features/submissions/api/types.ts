import type { FormField } from '@sangam/shared/forms';
import type { Pagination } from '@sangam/shared/pagination';

export interface Person {
  _id?: string;
  name?: string;
  email?: string;
}

export interface Submission {
  _id: string;
  status: string;
  data: Record<string, unknown>;
  submittedBy?: Person | null;
  submitterInfo?: Person | null;
  createdAt: string;
  reviewedAt?: string | null;
  reviewNotes?: string | null;
  rating?: number | null;
  /** The form's fields as they were when this was submitted, where the server sends them. */
  fields?: (Pick<FormField, 'id' | 'label' | 'type'> & { options?: { label: string; value: string }[] })[];
}

export interface SubmissionsPage {
  submissions: Submission[];
  pagination: Pagination;
}

export interface SubmissionStats {
  totalSubmissions: number;
  statusBreakdown: { approved: number; pending: number; rejected: number; others: number };
  topSubmitters: { user?: { _id?: string; name?: string } | null; count: number; lastSubmission?: string }[];
}
