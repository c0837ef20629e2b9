import { z } from 'zod';

// Runs of plain fields of a reply, written as their names: `...strings('_id', 'name')` is
// `_id: z.string(), name: z.string()`, in that order.

/** Text fields, one per name. */
export const strings = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, z.string()])) as { [N in K]: z.ZodString };

/** Whole-number fields, one per name (counts, totals, the paging block). */
export const ints = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, z.number().int()])) as { [N in K]: z.ZodNumber };

/** A required text field of a form: trimmed, `requiredMessage` when blank, at most `max` characters. */
export const requiredText = (requiredMessage: string) => (max: number, maxMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, maxMessage);
