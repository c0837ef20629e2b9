import { z } from 'zod';
import { LANGUAGES } from './i18n/languages.ts';
import { UPLOADS } from './limits.ts';
import { PublicMemberSchema, UserSchema } from './user.ts';
import { atMostChars } from './wording.ts';

/** Field limits of the member profile form (bio follows the spec's 1000-character text limit). */
export const PROFILE_LIMITS = {
  professionMax: 100,
  bioMax: 1000,
  addressMax: 300,
  emailMax: 254,
  interestsMax: 10,
  interestMax: 30,
} as const;

/** The spec's member-profile wording (sections 5 and 8), shared by the API and the web app. */
export const PROFILE_MESSAGES = {
  professionRequired: 'Profession is required',
  professionMax: atMostChars('Profession', PROFILE_LIMITS.professionMax),
  bioMax: atMostChars('Bio', PROFILE_LIMITS.bioMax),
  addressMax: atMostChars('Address', PROFILE_LIMITS.addressMax),
  emailInvalid: 'Please enter a valid email address',
  interestsMax: `You can add at most ${PROFILE_LIMITS.interestsMax} interests`,
  interestMax: atMostChars('Each interest', PROFILE_LIMITS.interestMax),
  imageNotImage: 'Please select an image file (png, jpg, jpeg)',
  imageTooLargeClient: 'Image size is too large. Please select a smaller image or reduce the quality.',
  imageTooLarge: 'Image is too large to upload. Please select a smaller image or compress it further.',
  imageUnsupported: 'The file is not a supported image',
  network: 'Could not connect to the server. Please check your internet connection and ensure the server is running.',
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated successfully!',
  created: 'Profile created successfully!',
  serverIssues: 'Server Connection Issues',
  visibilityFailed: 'Failed to update profile visibility. Please try again.',
  deactivateFailed: 'Failed to deactivate account. Please try again later.',
  deleteFailed: 'Failed to delete account. Please try again later.',
  userNotFound: 'User not found',
  listInDirectoryAdminsOnly: 'Only admins choose this; members show or hide themselves with Profile Visibility',
  deletePasswordRequired: 'Please enter your password to delete your account',
  deletePasswordWrong: 'The password is not correct',
} as const;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

/**
 * Body of PUT /api/profile/me. Optional fields that are omitted keep their stored value; an empty
 * bio, address or email clears it; `profileImage: null` removes the photo, a data URL replaces it.
 */
export const ProfileUpdateSchema = z
  .object({
    profession: z
      .string({ error: PROFILE_MESSAGES.professionRequired })
      .trim()
      .min(1, PROFILE_MESSAGES.professionRequired)
      .max(PROFILE_LIMITS.professionMax, PROFILE_MESSAGES.professionMax)
      .optional(),
    bio: optionalText(PROFILE_LIMITS.bioMax, PROFILE_MESSAGES.bioMax),
    address: optionalText(PROFILE_LIMITS.addressMax, PROFILE_MESSAGES.addressMax),
    email: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.emailMax, PROFILE_MESSAGES.emailInvalid)
      .refine((value) => value === '' || z.email().safeParse(value).success, PROFILE_MESSAGES.emailInvalid)
      .optional(),
    interests: z
      .array(z.string().trim().min(1).max(PROFILE_LIMITS.interestMax, PROFILE_MESSAGES.interestMax))
      .max(PROFILE_LIMITS.interestsMax, PROFILE_MESSAGES.interestsMax)
      .optional(),
    // The size check that answers 413 lives outside the schema (it is a different status code).
    profileImage: z.string().nullable().optional(),
    /** Admins only: whether they appear in the member directory (admins are left out unless they choose this). */
    listInDirectory: z.boolean().optional(),
    /** The member's language for the site and its messages; a body of `language` alone changes nothing else. */
    language: z.enum(LANGUAGES).optional(),
  })
  // Profession is required, except in a body that only sets the language (the language switch sends that alone).
  .superRefine((body, ctx) => {
    const languageOnly = body.language !== undefined && Object.keys(body).every((key) => key === 'language');
    if (body.profession === undefined && !languageOnly) {
      ctx.addIssue({ code: 'custom', path: ['profession'], message: PROFILE_MESSAGES.professionRequired });
    }
  });
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

/** Body of DELETE /api/profile/me: a token alone (say, left on a shared phone) may not delete an account. */
export const DeleteAccountSchema = z.object({
  password: z
    .string({ error: PROFILE_MESSAGES.deletePasswordRequired })
    .min(1, PROFILE_MESSAGES.deletePasswordRequired)
    .max(200, PROFILE_MESSAGES.deletePasswordWrong),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

/** True when a data URL is longer than the member profile image limit (413 on the server). */
export const isProfileImageTooLarge = (dataUrl: string) => dataUrl.length > UPLOADS.profileImageEncodedMax;

export const ProfileUpdateReplySchema = z.object({ message: z.string(), user: UserSchema });
export type ProfileUpdateReply = z.infer<typeof ProfileUpdateReplySchema>;

/** GET /api/users/:id and GET /api/profile/me. */
export const UserReplySchema = z.object({ user: UserSchema });
export type UserReply = z.infer<typeof UserReplySchema>;

/** GET /api/users/:id/public: photo, name, occupation and bio, nothing else. */
export const PublicUserReplySchema = z.object({ user: PublicMemberSchema });
export type PublicUserReply = z.infer<typeof PublicUserReplySchema>;

/** PUT /api/profile/deactivate and /api/profile/reactivate: what happened and the member as they are now. */
export const MessageUserReplySchema = z.object({ message: z.string(), user: UserSchema });
export type MessageUserReply = z.infer<typeof MessageUserReplySchema>;
