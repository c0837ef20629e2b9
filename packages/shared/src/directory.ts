import { z } from 'zod';
import { ints } from './fields.ts';
import { DIRECTORY } from './limits.ts';
import {
  DIRECTORY_FILTER_MAX,
  DIRECTORY_MESSAGES,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SEARCH_MAX,
} from './directory-messages.ts';
import { PaginationSchema } from './pagination.ts';
import { PLAN_TYPES, UserSchema } from './user.ts';

/** Query of GET /api/directory (strings from the URL, coerced). `city` and `occupation` are values of the filters. */
export const DirectoryQuerySchema = z.object({
  search: z.string().trim().max(DIRECTORY_SEARCH_MAX).optional().default(''),
  city: z.string().trim().max(DIRECTORY_FILTER_MAX).optional().default(''),
  occupation: z.string().trim().max(DIRECTORY_FILTER_MAX).optional().default(''),
  page: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(DIRECTORY.limitMax).optional().default(DIRECTORY_PAGE_SIZE),
});
export type DirectoryQuery = z.output<typeof DirectoryQuerySchema>;

export const DirectoryReplySchema = z.object({
  users: z.array(UserSchema),
  userPlan: z.enum(PLAN_TYPES),
  pagination: PaginationSchema,
});
export type DirectoryReply = z.infer<typeof DirectoryReplySchema>;

/** Admin directory settings (GET/PUT /api/directory/config). */
export const DirectoryConfigSchema = z.object({
  enforcePublicFilter: z.boolean(),
  enforceActiveFilter: z.boolean(),
  excludeCurrentUser: z.boolean(),
  limit: z
    .number({ error: DIRECTORY_MESSAGES.limitInvalid })
    .int(DIRECTORY_MESSAGES.limitInvalid)
    .min(DIRECTORY.limitMin, DIRECTORY_MESSAGES.limitInvalid)
    .max(DIRECTORY.limitMax, DIRECTORY_MESSAGES.limitInvalid),
});
export type DirectoryConfig = z.infer<typeof DirectoryConfigSchema>;

export const DirectoryCountsSchema = z.object({
  /** shownUsers: the most members a viewer can page through: the eligible ones, up to the directory limit. */
  ...ints('totalUsers', 'publicUsers', 'activeUsers', 'eligibleUsers', 'shownUsers'),
});
export type DirectoryCounts = z.infer<typeof DirectoryCountsSchema>;

/** GET and PUT /api/directory/config: the rules and how many members they let through (PUT adds a message). */
export const DirectoryConfigReplySchema = z.object({
  message: z.string().optional(),
  config: DirectoryConfigSchema,
  counts: DirectoryCountsSchema,
});
export type DirectoryConfigReply = z.infer<typeof DirectoryConfigReplySchema>;

export const VisibilityReplySchema = z.object({ isPublic: z.boolean(), message: z.string() });
export type VisibilityReply = z.infer<typeof VisibilityReplySchema>;

/** One choice of a directory filter: a value to send back as `city` or `occupation`, and how many members have it. */
export const DirectoryFilterValueSchema = z.object({ value: z.string(), count: z.number().int() });

/** GET /api/directory/filters: the most common cities and occupations among listed members. */
export const DirectoryFiltersReplySchema = z.object({
  cities: z.array(DirectoryFilterValueSchema),
  occupations: z.array(DirectoryFilterValueSchema),
});
export type DirectoryFiltersReply = z.infer<typeof DirectoryFiltersReplySchema>;
