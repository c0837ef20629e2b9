import { z } from 'zod';
import { PHONE_PATTERN, normalizePhone } from './phone.ts';
import { PaginationSchema } from './pagination.ts';

/** The create form's categories (spec section 5); "Other" reveals a free-text category. */
export const LISTING_CATEGORIES = [
  'Plumber', 'Electrician', 'Carpenter', 'Painter', 'Cleaning Service', 'Tutor',
  'Catering', 'Photographer', 'Driver', 'Gardener', 'IT Support', 'Other',
] as const;

export const LISTING_LIMITS = {
  titleMax: 120,
  categoryMax: 50,
  descriptionMax: 2000,
  emailMax: 254,
  searchMax: 100,
  pageSize: 20,
  adminPageSize: 20,
} as const;

export const LISTING_MESSAGES = {
  requiredFields: 'Please fill in all required fields.',
  adminRequiredFields: 'Please fill in all required fields',
  phoneInvalid: 'Please enter a valid phone number',
  emailInvalid: 'Please enter a valid email address',
  titleMax: `Title must be at most ${LISTING_LIMITS.titleMax} characters`,
  categoryMax: `Category must be at most ${LISTING_LIMITS.categoryMax} characters`,
  descriptionMax: `Description must be at most ${LISTING_LIMITS.descriptionMax} characters`,
  imageTooLargeClient: 'Image is too large. Please select a smaller image or compress it further.',
  imageTooLarge: 'Data is too large to upload. Please reduce the image size.',
  imageUnsupported: 'The file is not a supported image',
  created: 'Service listing created successfully!',
  updated: 'Listing updated successfully',
  deleted: 'Listing deleted',
  notFound: 'Listing not found',
  notOwner: 'You can only delete your own listings',
  premiumRequired: 'Premium access required for contact details',
  loginToView: 'You need to be logged in to view listing details.',
  createFailed: 'Failed to create listing. Please try again.',
  offline: 'Server is currently unavailable. Please try again later.',
} as const;

const required = (max: number, maxMessage: string) =>
  z.string({ error: LISTING_MESSAGES.requiredFields }).trim().min(1, LISTING_MESSAGES.requiredFields).max(max, maxMessage);

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

/** Body of PUT /api/admin/listings/:id (spec: title, category, description, approved; image optional). */
export const ListingAdminUpdateSchema = z.object({
  title: z.string().trim().min(1, LISTING_MESSAGES.adminRequiredFields).max(LISTING_LIMITS.titleMax, LISTING_MESSAGES.titleMax),
  category: z.string().trim().min(1, LISTING_MESSAGES.adminRequiredFields).max(LISTING_LIMITS.categoryMax, LISTING_MESSAGES.categoryMax),
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
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** Absent when the listing is premium-only and the viewer is not premium, admin or the owner. */
  contactPhone: z.string().optional(),
  contactEmail: z.string().optional(),
  premiumRequired: z.boolean(),
  approved: z.boolean(),
  createdAt: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), occupation: z.string() }),
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

/** WhatsApp share text: title, category, phone, optional email and the description cut at 155 characters. */
export function listingShareText(listing: Pick<Listing, 'title' | 'category' | 'contactPhone' | 'contactEmail' | 'description'>): string {
  const description = listing.description.length > 155 ? `${listing.description.slice(0, 155).trimEnd()}...` : listing.description;
  return [
    `*${listing.title}*`,
    `Category: ${listing.category}`,
    listing.contactPhone ? `Phone: ${listing.contactPhone}` : '',
    listing.contactEmail ? `Email: ${listing.contactEmail}` : '',
    description,
  ]
    .filter(Boolean)
    .join('\n');
}
