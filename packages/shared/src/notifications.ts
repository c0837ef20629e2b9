import { z } from 'zod';
import { PaginationSchema } from './pagination.ts';

/**
 * What a member can be told about. Each kind has its sentence in the `server` catalogue (notify.<kind>) and is
 * shown in-app always; WhatsApp/SMS and e-mail are per kind, chosen by the member among the kinds admins allow.
 */
export const NOTIFICATION_KINDS = [
  'question_answered',
  'question_commented',
  'answer_best',
  'question_liked',
  'answer_liked',
  'news_reply',
  'poll_closed',
  'matrimonial_approved',
  'matrimonial_rejected',
  'listing_approved',
  'listing_pending',
  'premium_ending',
  'premium_ended',
  'payment_received',
  'referral_joined',
  'referral_tier',
  'submission_reviewed',
  'report_under_review',
  'report_outcome',
  'moderation_notice',
  'interest_received',
  'interest_accepted',
  'interest_declined',
  'data_export_ready',
  'server_error',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds told to admins only: a member's settings do not offer them, and none may go out by WhatsApp/SMS. */
export const ADMIN_KINDS = ['server_error'] as const satisfies readonly NotificationKind[];
export type PhoneNotificationKind = Exclude<NotificationKind, (typeof ADMIN_KINDS)[number]>;
export const isAdminKind = (kind: NotificationKind) => (ADMIN_KINDS as readonly NotificationKind[]).includes(kind);

/** The kinds admins may let go out by WhatsApp/SMS: the members' (a message template exists for each). */
export const PHONE_NOTIFICATION_KINDS = NOTIFICATION_KINDS.filter(
  (kind): kind is PhoneNotificationKind => !isAdminKind(kind),
);

/** Kinds that go out by WhatsApp/SMS unless the member turns them off (they cost money: admins may narrow it). */
export const DEFAULT_PHONE_KINDS: readonly NotificationKind[] = [
  'premium_ending',
  'premium_ended',
  'matrimonial_approved',
  'matrimonial_rejected',
  'payment_received',
];

export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

export const NotificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  actor: z.object({ _id: z.string(), name: z.string(), profileImage: z.string().nullable() }).nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsReplySchema = z.object({
  notifications: z.array(NotificationSchema),
  unread: z.number().int(),
  pagination: PaginationSchema,
});
export type NotificationsReply = z.infer<typeof NotificationsReplySchema>;

/** Counted up to 100 (the bell shows 99+), so the count stays one short index range. */
export const UNREAD_COUNT_CAP = 100;
export const UnreadCountReplySchema = z.object({ unread: z.number().int() });

export const MarkReadSchema = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(100) }),
]);
export type MarkReadInput = z.infer<typeof MarkReadSchema>;

/** One kind's channels for a member: in-app is always on; `phone` goes by their phone channel. */
export const KindPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  phone: z.boolean(),
  email: z.boolean(),
  /** To the browsers where the member turned push notifications on (on by default for every kind). */
  push: z.boolean(),
  /** Whether admins let this kind go out by WhatsApp/SMS at all. */
  phoneAllowed: z.boolean(),
});

export const NotificationPreferencesSchema = z.object({
  phoneChannel: z.enum(PHONE_CHANNELS),
  /** E-mail goes only to a member with an address on their profile. */
  hasEmail: z.boolean(),
  kinds: z.array(KindPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const UpdateNotificationPreferencesSchema = z.object({
  phoneChannel: z.enum(PHONE_CHANNELS).optional(),
  kinds: z
    .partialRecord(
      z.enum(NOTIFICATION_KINDS),
      z.object({ phone: z.boolean().optional(), email: z.boolean().optional(), push: z.boolean().optional() }),
    )
    .optional(),
});
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferencesSchema>;
