import { z } from 'zod';
import { ints } from './fields.ts';
import { PaginationSchema } from './pagination.ts';
import { MemberSummarySchema } from './user.ts';
import { ModerationLabelSchema } from './moderation-label.ts';
import { APPROVAL_STATUSES, FAMILY_TYPES, GENDERS, PHOTO_PRIVACIES, PROFILE_TYPES } from './matrimonial-messages.ts';

// The replies of the matrimonial routes (the server's response schemas; the web app reads their types).

export const MatrimonialProfileSchema = z.object({
  _id: z.string(),
  profileType: z.enum(PROFILE_TYPES),
  fullName: z.string(),
  /** Members only: visitors get the age. */
  dateOfBirth: z.string().optional(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  height: z.string(),
  weight: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  caste: z.string(),
  subCaste: z.string(),
  religion: z.string(),
  education: z.string(),
  occupation: z.string(),
  income: z.string(),
  familyType: z.enum(FAMILY_TYPES),
  fatherOccupation: z.string(),
  motherOccupation: z.string(),
  siblings: z.object({
    brothers: z.number().int(),
    sisters: z.number().int(),
    marriedBrothers: z.number().int(),
    marriedSisters: z.number().int(),
  }),
  aboutMe: z.string(),
  partnerPreferences: z.object({
    ageRange: z.object({ min: z.number().int(), max: z.number().int() }),
    heightRange: z.object({ min: z.string(), max: z.string() }),
    education: z.array(z.string()),
    occupation: z.array(z.string()),
    location: z.array(z.string()),
    caste: z.array(z.string()),
  }),
  /** Signed, short-lived photo URLs: signed-in members only (empty for visitors). */
  profileImages: z.array(z.string()),
  /** How many photos the profile has (visitors see the count, not the photos). */
  imageCount: z.number().int(),
  /** 'all': photos for every signed-in member; 'accepted': the owner, admins and accepted families only. */
  photoPrivacy: z.enum(PHOTO_PRIVACIES),
  /** True when the profile keeps its photos to accepted families and this viewer is not one (no photo URLs). */
  photosHidden: z.boolean(),
  /** Premium members, admins and the owner only. */
  contactNumber: z.string().optional(),
  email: z.string().optional(),
  /** Premium members, admins and the owner only: the download path (needs the bearer token). */
  biodata: z.string().optional(),
  /** With `biodata`: true when a PDF was uploaded, false when the server makes one from the profile. */
  biodataUploaded: z.boolean().optional(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  /** The same as approvalStatus (the admin screen's name). */
  status: z.enum(APPROVAL_STATUSES),
  isVisible: z.boolean(),
  /** The owner and admins only. */
  adminNotes: z.string().optional(),
  isOwner: z.boolean(),
  /** Admins only: whose profile it is. */
  user: MemberSummarySchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The owner and admins only, when others no longer see it. */
  moderation: ModerationLabelSchema.optional(),
  /** Replies for a signed-in member: whether the profile is on their shortlist. */
  shortlisted: z.boolean().optional(),
});
export type MatrimonialProfile = z.infer<typeof MatrimonialProfileSchema>;

export const MatrimonialPaginationSchema = PaginationSchema.extend({ totalPages: z.number().int() });

export const MatrimonialListReplySchema = z.object({
  profiles: z.array(MatrimonialProfileSchema),
  pagination: MatrimonialPaginationSchema,
});
export type MatrimonialListReply = z.infer<typeof MatrimonialListReplySchema>;

export const MatrimonialProfileReplySchema = z.object({
  profile: MatrimonialProfileSchema,
  message: z.string().optional(),
});
export type MatrimonialProfileReply = z.infer<typeof MatrimonialProfileReplySchema>;

export const MyProfilesReplySchema = z.object({ profiles: z.array(MatrimonialProfileSchema) });
export type MyProfilesReply = z.infer<typeof MyProfilesReplySchema>;

export const ContactViewSchema = z.object({
  viewer: MemberSummarySchema,
  kind: z.enum(['contact', 'biodata']),
  createdAt: z.string(),
});
export const ContactViewsReplySchema = z.object({ views: z.array(ContactViewSchema) });
export type ContactViewsReply = z.infer<typeof ContactViewsReplySchema>;
export type ContactView = z.infer<typeof ContactViewSchema>;

export const MatrimonialStatsSchema = z.object({
  ...ints('total', 'pending', 'approved', 'rejected'),
});
export type MatrimonialStats = z.infer<typeof MatrimonialStatsSchema>;
