import { z } from 'zod';
import { LANGUAGES } from './i18n/languages.ts';
import { UPLOADS } from './limits.ts';
import { PublicMemberSchema, UserSchema } from './user.ts';
import { messageWith, type MessageId } from './i18n/namespaces.ts';

/** Field limits of the member profile form (bio follows the spec's 1000-character text limit). */
export const PROFILE_LIMITS = {
  professionMax: 100,
  bioMax: 1000,
  addressMax: 300,
  emailMax: 254,
  interestsMax: 10,
  interestMax: 30,
} as const;

const PROFILE_MESSAGE_IDS = {
  professionRequired: 'profile.professionRequired',
  emailInvalid: 'profile.emailInvalid',
  imageNotImage: 'profile.imageNotImage',
  imageTooLargeClient: 'profile.imageTooLargeClient',
  imageTooLarge: 'profile.imageTooLarge',
  imageUnsupported: 'profile.imageUnsupported',
  network: 'profile.network',
  updateFailed: 'profile.updateFailed',
  updated: 'profile.updated',
  created: 'profile.created',
  serverIssues: 'profile.serverIssues',
  visibilityFailed: 'profile.visibilityFailed',
  deactivateFailed: 'profile.deactivateFailed',
  deleteFailed: 'profile.deleteFailed',
  userNotFound: 'profile.userNotFound',
  listInDirectoryAdminsOnly: 'profile.listInDirectoryAdminsOnly',
  deletePasswordRequired: 'profile.deletePasswordRequired',
  deletePasswordWrong: 'profile.deletePasswordWrong',
  deactivated: 'profile.account.deactivated',
  reactivated: 'profile.account.reactivated',
  deleted: 'profile.account.deleted',
  adminCannotDelete: 'profile.account.adminCannotDelete',
} as const satisfies Record<string, MessageId>;

/**
 * The spec's member-profile wording (sections 5 and 8), shared by the API and the web app, as catalogue ids (the
 * English words are the spec's, in locales/en/profile.json); the length limits carry their number.
 */
export const PROFILE_MESSAGES = {
  ...PROFILE_MESSAGE_IDS,
  professionMax: messageWith('profile.professionMax', { max: PROFILE_LIMITS.professionMax }),
  bioMax: messageWith('profile.bioMax', { max: PROFILE_LIMITS.bioMax }),
  addressMax: messageWith('profile.addressMax', { max: PROFILE_LIMITS.addressMax }),
  interestsMax: messageWith('profile.interestsMax', { max: PROFILE_LIMITS.interestsMax }),
  interestMax: messageWith('profile.interestMax', { max: PROFILE_LIMITS.interestMax }),
} as const;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

/**
 * Body of PUT /api/profile/me. Optional fields that are omitted keep their stored value; an empty
 * bio, address or email clears it; `profileImage: null` removes the photo, a data URL replaces it.
 */
export const ProfileUpdateSchema = z.object({
  profession: z
    .string({ error: PROFILE_MESSAGES.professionRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.professionRequired)
    .max(PROFILE_LIMITS.professionMax, PROFILE_MESSAGES.professionMax),
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
});

/**
 * Body of PUT /api/profile/me: the profile's fields (profession required), or `language` alone, which the language
 * switch sends and which changes nothing else.
 */
export const ProfileUpdateBodySchema = ProfileUpdateSchema.partial({ profession: true }).superRefine((body, ctx) => {
  const languageOnly = body.language !== undefined && Object.keys(body).every((key) => key === 'language');
  if (body.profession === undefined && !languageOnly) {
    ctx.addIssue({ code: 'custom', path: ['profession'], message: PROFILE_MESSAGES.professionRequired });
  }
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateBodySchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateBodySchema>;

/** Body of DELETE /api/profile/me: a token alone (say, left on a shared phone) may not delete an account. */
export const DeleteAccountSchema = z.object({
  password: z
    .string({ error: PROFILE_MESSAGES.deletePasswordRequired })
    .min(1, PROFILE_MESSAGES.deletePasswordRequired)
    .max(200, PROFILE_MESSAGES.deletePasswordWrong),
  /** "Also delete my posts": without it, questions, answers and comments stay under "Former member". */
  deletePosts: z.boolean().optional(),
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
