import { useQuery } from '@tanstack/react-query';
import { ACCOUNT, TIMING } from '@sangam/shared/limits';
import type { ReferralValidation } from '@sangam/shared/referrals';
import { api } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** GET /api/referrals/validate/{code}. A refusal (404 and the like) means "no referrer". */
export async function validateReferralCode(code: string, signal?: AbortSignal): Promise<ReferralValidation> {
  try {
    const reply = await api.get<ReferralValidation>(`/referrals/validate/${encodeURIComponent(code)}`, {
      auth: false,
      retries: 0,
      signal,
    });
    return reply?.valid && reply.referrer ? reply : { valid: false };
  } catch (error) {
    // No answer at all says nothing about the code: let the field show no verdict.
    if (isApiError(error) && error.status === 0) throw error;
    return { valid: false };
  }
}

/**
 * Checks a referral code once typing pauses for 500 ms; codes under 3 characters are not checked.
 * `checkedCode` is the code the result belongs to (it may lag behind the typed one).
 */
export function useReferralValidation(code: string) {
  const debounced = useDebouncedValue(code, TIMING.referralValidationDelayMs);
  const ready = debounced === code && code.length >= ACCOUNT.referralCodeMinLength;
  const query = useQuery({
    queryKey: queryKeys.referrals.validate(debounced),
    queryFn: ({ signal }) => validateReferralCode(debounced, signal),
    enabled: ready,
    staleTime: 5 * 60_000,
  });
  return {
    checking: ready && query.isFetching,
    result: ready && !query.isFetching ? query.data : undefined,
  };
}
