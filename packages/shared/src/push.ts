import { z } from 'zod';

// Web Push (issue 37): a member turns notifications on per browser; the server sends through the outbox.

export const PUSH_LIMITS = {
  /** Browsers one member may have push on in at once (a phone, a laptop, a family tablet…); the oldest gives way. */
  subscriptionsPerMember: 10,
  endpointMax: 2048,
  /** How long a push service keeps a message for a phone that is off (seconds). */
  ttlSeconds: 24 * 60 * 60,
} as const;

/** POST /api/push/subscriptions: the browser's PushSubscription as its toJSON() gives it. */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z.string().trim().url().max(PUSH_LIMITS.endpointMax),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+={0,2}$/)
      .min(80)
      .max(100),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+={0,2}$/)
      .min(16)
      .max(32),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** One browser with push on, as the member's settings list it (never the keys). */
export const PushSubscriptionSchema = z.object({
  _id: z.string(),
  endpoint: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type PushSubscriptionView = z.infer<typeof PushSubscriptionSchema>;

/** GET /api/push/subscriptions: the member's browsers with push on. */
export const PushSubscriptionsReplySchema = z.object({ subscriptions: z.array(PushSubscriptionSchema) });

/** GET /api/push/public-key: the VAPID public key (base64url) a browser subscribes with. */
export const PushPublicKeyReplySchema = z.object({ publicKey: z.string() });

/** What a push message carries (encrypted to the browser): the service worker shows it and opens `url`. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the site, opened in the installed app when the notification is tapped. */
  url: z.string(),
  /** Notifications with the same tag replace each other on the phone instead of piling up. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

export const PUSH_MESSAGES = {
  notFound: 'server.push.notFound',
  endpointRefused: 'server.push.endpointRefused',
} as const;
