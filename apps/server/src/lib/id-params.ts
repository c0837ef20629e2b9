import { z } from 'zod';

/** The path parameters of a route addressing one record by its id (`/:id`). */
export const IdParams = z.object({ id: z.string().max(64) });
