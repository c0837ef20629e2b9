import { z } from 'zod';
import { ints } from './fields.ts';

export { COUNT_CAP, formatTotal } from './pagination-total.ts';

/** The paging block of every list reply (DESIGN.md). */
export const PaginationSchema = z.object({
  ...ints('page', 'limit', 'total', 'pages'),
  /** True when there are more than `total` matches (the count stopped at COUNT_CAP). */
  capped: z.boolean().optional(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** A list reply: the page's rows under `key`, then the paging block. */
export const pageReply = <K extends string, T extends z.ZodType>(key: K, row: T) =>
  z.object({ [key]: z.array(row), pagination: PaginationSchema } as { [N in K]: z.ZodArray<T> } & {
    pagination: typeof PaginationSchema;
  });

export const paginate = (page: number, limit: number, total: number, capped = false): Pagination => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
  ...(capped ? { capped: true } : {}),
});
