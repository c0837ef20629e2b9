import { z } from 'zod';

export { COUNT_CAP, formatTotal } from './pagination-total.ts';

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
