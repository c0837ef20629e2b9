import type { Db } from '../../db/dialect.ts';
import { newReferralCode } from '../../lib/ids.ts';
import { referralCodeTaken } from './members.queries.ts';

/** A referral code no member has; 32^8 codes make a clash rare, so a few tries are plenty. */
export async function uniqueReferralCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = newReferralCode();
    if (!(await referralCodeTaken(db, code))) return code;
  }
  throw new Error('Could not find a free referral code');
}
