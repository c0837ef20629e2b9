import { useMutation } from '@tanstack/react-query';
import type { ReportBody, ReportReply } from '@sangam/shared/moderation';
import { api } from '../../api/client.ts';

/** POST /api/reports: 201 with the open report; 409 already reported, 404 gone, 429 after a day's most. */
export const sendReport = (body: ReportBody) => api.post<ReportReply>('/reports', body);

/** The subject stays as it is for the reporter: nothing to refresh. */
export const useSendReport = () => useMutation({ mutationFn: sendReport });
