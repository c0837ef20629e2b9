import { useMutation } from '@tanstack/react-query';
import { referralExportFileName } from '@sangam/shared/admin';
import { downloadFile } from '../../../api/download.ts';
import { requireToken } from '../lib/adminErrors.ts';
import type { ReferralFilters } from './getAdminReferrals.ts';

/** GET /api/admin/referrals/export: every referral matching the filters as CSV. */
export async function exportReferrals(filters: ReferralFilters): Promise<string> {
  requireToken();
  return downloadFile('/admin/referrals/export', { ...filters }, referralExportFileName(new Date()));
}

export const useExportReferrals = () => useMutation({ mutationFn: exportReferrals });
