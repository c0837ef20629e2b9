import { z } from 'zod';

/** The body of every error reply (DESIGN.md, API conventions). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  type: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
