import { z } from 'zod';

// The pieces of the list screens' query strings (GET /api/...?search=&page=&limit=), so each list spells only
// its own bounds: every value arrives as text, a missing one takes its default.

/** The page number: from 1, at most `max` when given. */
export const pageParam = (max?: number) => {
  const page = z.coerce.number().int().min(1);
  return (max === undefined ? page : page.max(max)).optional().default(1);
};

/** The page size: 1 to `max`, `fallback` when not given. */
export const limitParam = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).optional().default(fallback);

/** A free-text filter (search box, city, category): trimmed, at most `max` characters, '' for none. */
export const textParam = (max: number) => z.string().trim().max(max).optional().default('');

/** A choice filter: one of `values`, or '' (the default) for all. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum([...values, ''])
    .optional()
    .default('') as unknown as z.ZodDefault<z.ZodOptional<z.ZodEnum<{ [K in T[number] | '']: K }>>>;
