import { z } from 'zod';
import { strings } from './fields.ts';
import { MemberSummarySchema } from './user.ts';
import { PHONE_PATTERN, normalizePhone } from './phone.ts';
import { pageReply, PaginationSchema } from './pagination.ts';
import { LISTING_LIMITS, LISTING_MESSAGES } from './listing-messages.ts';
import { ModerationLabelSchema } from './moderation-label.ts';

const required = (max: number, maxMessage: string) =>
  z
    .string({ error: LISTING_MESSAGES.requiredFields })
    .trim()
    .min(1, LISTING_MESSAGES.requiredFields)
    .max(max, maxMessage);

const optionalEmail = z
  .string()
  .trim()
  .max(LISTING_LIMITS.emailMax, LISTING_MESSAGES.emailInvalid)
  .refine((value) => value === '' || z.email().safeParse(value).success, LISTING_MESSAGES.emailInvalid)
  .optional()
  .transform((value) => value || undefined);

/** Body of POST /api/listings. The image is a data URL; its size is checked apart (413). */
export const ListingCreateSchema = z.object({
  title: required(LISTING_LIMITS.titleMax, LISTING_MESSAGES.titleMax),
  category: required(LISTING_LIMITS.categoryMax, LISTING_MESSAGES.categoryMax),
  description: required(LISTING_LIMITS.descriptionMax, LISTING_MESSAGES.descriptionMax),
  contactPhone: z
    .string({ error: LISTING_MESSAGES.requiredFields })
    .transform(normalizePhone)
    .pipe(z.string().min(1, LISTING_MESSAGES.requiredFields).regex(PHONE_PATTERN, LISTING_MESSAGES.phoneInvalid)),
  contactEmail: optionalEmail,
  image: z.string().optional(),
  premiumRequired: z.boolean().optional().default(false),
});
export type ListingCreateInput = z.input<typeof ListingCreateSchema>;

/**
 * Body of PUT /api/listings/:id: the owner's edit of the text, contacts and image (approval is the admins'). The image
 * as in the admin's edit: a data URL (checked as on create, 413 past the limit) replaces it, null removes it, omitted
 * or empty keeps it.
 */
export const ListingOwnerUpdateSchema = ListingCreateSchema.extend({ image: z.string().nullable().optional() });
export type ListingOwnerUpdateInput = z.input<typeof ListingOwnerUpdateSchema>;

/** The most listings "My listings" shows (newest first); members rarely have more than a few. */
export const MY_LISTINGS_MAX = 100;

/** Body of PUT /api/admin/listings/:id (spec: title, category, description, approved; image optional). */
export const ListingAdminUpdateSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, LISTING_MESSAGES.adminRequiredFields)
    .max(LISTING_LIMITS.titleMax, LISTING_MESSAGES.titleMax),
  category: z
    .string()
    .trim()
    .min(1, LISTING_MESSAGES.adminRequiredFields)
    .max(LISTING_LIMITS.categoryMax, LISTING_MESSAGES.categoryMax),
  description: z
    .string()
    .trim()
    .min(1, LISTING_MESSAGES.adminRequiredFields)
    .max(LISTING_LIMITS.descriptionMax, LISTING_MESSAGES.descriptionMax),
  approved: z.boolean(),
  premiumRequired: z.boolean().optional(),
  /** A data URL replaces the image, null removes it, omitted keeps it. */
  image: z.string().nullable().optional(),
});
export type ListingAdminUpdateInput = z.input<typeof ListingAdminUpdateSchema>;

export const ListingSchema = z.object({
  ...strings('_id', 'title', 'category', 'description'),
  image: z.string().nullable(),
  /** Absent when the listing is premium-only and the viewer is not premium, admin or the owner. */
  contactPhone: z.string().optional(),
  contactEmail: z.string().optional(),
  premiumRequired: z.boolean(),
  approved: z.boolean(),
  createdAt: z.string(),
  user: MemberSummarySchema,
  /** The owner and admins only, when others no longer see it. */
  moderation: ModerationLabelSchema.optional(),
});
export type Listing = z.infer<typeof ListingSchema>;

export const ListingsQuerySchema = z.object({
  search: z.string().trim().max(LISTING_LIMITS.searchMax).optional().default(''),
  category: z.string().trim().max(LISTING_LIMITS.categoryMax).optional().default(''),
  page: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(LISTING_LIMITS.pageSize),
});

export const ListingsReplySchema = z.object({
  listings: z.array(ListingSchema),
  /** Sorted distinct categories of the listings the viewer may see, for the filter dropdown. */
  categories: z.array(z.string()),
  pagination: PaginationSchema,
});
export type ListingsReply = z.infer<typeof ListingsReplySchema>;

export const ListingReplySchema = z.object({ listing: ListingSchema, message: z.string().optional() });
export type ListingReply = z.infer<typeof ListingReplySchema>;

/** GET /api/admin/listings: approved and pending listings, newest first. */
export const AdminListingsReplySchema = pageReply('listings', ListingSchema);
export type AdminListingsReply = z.infer<typeof AdminListingsReplySchema>;

/** GET /api/listings/mine: the viewer's own listings, live and under review alike. */
export const MyListingsReplySchema = z.object({ listings: z.array(ListingSchema) });
export type MyListingsReply = z.infer<typeof MyListingsReplySchema>;

/** GET /api/listings/:id/preview (public): what a visitor who opened a shared link may see; never contacts. */
export const ListingPreviewSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  image: z.string().nullable(),
});
export const ListingPreviewReplySchema = z.object({ preview: ListingPreviewSchema });
export type ListingPreviewReply = z.infer<typeof ListingPreviewReplySchema>;
export type ListingPreview = z.infer<typeof ListingPreviewSchema>;
