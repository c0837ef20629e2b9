import { z } from 'zod';
import { DIRECTORY } from './limits.ts';
import { PLAN_TYPES, UserSchema } from './user.ts';

/** Members per directory page (the admin's directory limit caps it further). */
export const DIRECTORY_PAGE_SIZE = 24;
export const DIRECTORY_SEARCH_MAX = 100;

export const DIRECTORY_MESSAGES = {
  premiumRequired: 'Premium access required for contact details',
  emptySearch: 'No members found matching your criteria.',
  empty: 'There are no members in the directory yet',
  offline: 'Server appears to be offline. Please try again later.',
  failed: (message: string) => `Failed to load directory: ${message}. Please try again later.`,
  serverIssues: 'Server connection issues detected. Directory data may not be available.',
  limitInvalid: `Limit must be a whole number between ${DIRECTORY.limitMin} and ${DIRECTORY.limitMax}`,
  configSaved: 'Directory settings saved successfully!',
  visibilityPublic: 'Your profile is now visible in the directory',
  visibilityHidden: 'Your profile is now hidden from the directory',
} as const;

/** Query of GET /api/directory (strings from the URL, coerced). */
export const DirectoryQuerySchema = z.object({
  search: z.string().trim().max(DIRECTORY_SEARCH_MAX).optional().default(''),
  page: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(DIRECTORY.limitMax).optional().default(DIRECTORY_PAGE_SIZE),
});
export type DirectoryQuery = z.output<typeof DirectoryQuerySchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

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
  totalUsers: z.number().int(),
  publicUsers: z.number().int(),
  activeUsers: z.number().int(),
  eligibleUsers: z.number().int(),
});
export type DirectoryCounts = z.infer<typeof DirectoryCountsSchema>;

export const VisibilityReplySchema = z.object({ isPublic: z.boolean(), message: z.string() });
export type VisibilityReply = z.infer<typeof VisibilityReplySchema>;
