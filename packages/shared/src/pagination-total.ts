// A list's total as screens show it, without zod: the public list pages need not download the schema library
// before their first paint. pagination.ts re-exports these.
import { indianDigits } from './indian-digits.ts';

/**
 * Lists never count past this many matches: an exact count over a million rows costs as much as reading them.
 * A capped total says so (`capped: true`) and screens show "10,000+".
 */
export const COUNT_CAP = 10_000;

/** "10,000+" for a capped total, "1,234" otherwise (Indian readers know the comma grouping of en-IN). */
export const formatTotal = ({ total, capped }: { total: number; capped?: boolean | undefined }) =>
  `${indianDigits(total)}${capped ? '+' : ''}`;
