import { z } from 'zod';

/**
 * Lists never count past this many matches: an exact count over a million rows costs as much as reading them.
 * A capped total says so (`capped: true`) and screens show "10,000+".
 */
export const COUNT_CAP = 10_000;

/** The paging block of every list reply (DESIGN.md). */
export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  /** True when there are more than `total` matches (the count stopped at COUNT_CAP). */
  capped: z.boolean().optional(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const paginate = (page: number, limit: number, total: number, capped = false): Pagination => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
  ...(capped ? { capped: true } : {}),
});

/** "10,000+" for a capped total, "1,234" otherwise (Indian readers know the comma grouping of en-IN). */
export const formatTotal = ({ total, capped }: Pick<Pagination, 'total' | 'capped'>) =>
  `${total.toLocaleString('en-IN')}${capped ? '+' : ''}`;
