import {
  DEFAULT_PHONE_KINDS,
  isAdminKind,
  NOTIFICATION_KINDS,
  PHONE_CHANNELS,
  PHONE_NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
  type PhoneChannel,
  type UpdateNotificationPreferences,
} from '@sangam/shared/notifications';

/**
 * A member's choices as stored in users.notification_preferences: only what differs from the defaults, so a
 * default changed later reaches everyone who never chose otherwise.
 */
export type StoredPreferences = {
  phoneChannel?: PhoneChannel;
  kinds?: Partial<Record<NotificationKind, { phone?: boolean; email?: boolean; push?: boolean }>>;
};

const isKind = (value: string): value is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** The stored JSON, keeping only what is understood (a kind that no longer exists is dropped). */
export function parsePreferences(json: string | null | undefined): StoredPreferences {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '{}');
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object') return {};
  const { phoneChannel, kinds } = raw as { phoneChannel?: unknown; kinds?: unknown };
  const stored: StoredPreferences = {};
  if ((PHONE_CHANNELS as readonly unknown[]).includes(phoneChannel)) stored.phoneChannel = phoneChannel as PhoneChannel;
  if (kinds && typeof kinds === 'object') {
    for (const [kind, choice] of Object.entries(kinds as Record<string, unknown>)) {
      if (!isKind(kind) || !choice || typeof choice !== 'object') continue;
      const { phone, email, push } = choice as { phone?: unknown; email?: unknown; push?: unknown };
      const kept = {
        ...(typeof phone === 'boolean' ? { phone } : {}),
        ...(typeof email === 'boolean' ? { email } : {}),
        ...(typeof push === 'boolean' ? { push } : {}),
      };
      if (Object.keys(kept).length) (stored.kinds ??= {})[kind] = kept;
    }
  }
  return stored;
}

const phoneByDefault = (kind: NotificationKind) => DEFAULT_PHONE_KINDS.includes(kind);

/** Whether the member wants `kind` by phone, by e-mail and by push (their choice, else the default). */
export function channelsWanted(stored: StoredPreferences, kind: NotificationKind) {
  const choice = stored.kinds?.[kind];
  return { phone: choice?.phone ?? phoneByDefault(kind), email: choice?.email ?? true, push: choice?.push ?? true };
}

export const phoneChannelOf = (stored: StoredPreferences): PhoneChannel => stored.phoneChannel ?? 'whatsapp';

/** The admins' list of kinds that may go out by WhatsApp/SMS (site_settings.phone_notification_kinds). */
export function parsePhoneKinds(json: string | null | undefined): NotificationKind[] {
  if (json == null) return [...DEFAULT_PHONE_KINDS];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? PHONE_NOTIFICATION_KINDS.filter((kind) => value.includes(kind)) : [];
  } catch {
    return [];
  }
}

/** The preferences as the member's screen shows them: the kinds told to admins only for admins. */
export function preferencesView(
  stored: StoredPreferences,
  { hasEmail, phoneKinds, admin }: { hasEmail: boolean; phoneKinds: readonly NotificationKind[]; admin: boolean },
): NotificationPreferences {
  return {
    phoneChannel: phoneChannelOf(stored),
    hasEmail,
    kinds: NOTIFICATION_KINDS.filter((kind) => admin || !isAdminKind(kind)).map((kind) => ({
      kind,
      ...channelsWanted(stored, kind),
      phoneAllowed: phoneKinds.includes(kind),
    })),
  };
}

/** The member's changes over what is stored, kept sparse: a choice equal to the default is not stored. */
export function mergePreferences(stored: StoredPreferences, update: UpdateNotificationPreferences): StoredPreferences {
  const next: StoredPreferences = {};
  const phoneChannel = update.phoneChannel ?? stored.phoneChannel;
  if (phoneChannel && phoneChannel !== 'whatsapp') next.phoneChannel = phoneChannel;
  for (const kind of NOTIFICATION_KINDS) {
    const given = update.kinds?.[kind];
    const phone = given?.phone ?? stored.kinds?.[kind]?.phone;
    const email = given?.email ?? stored.kinds?.[kind]?.email;
    const push = given?.push ?? stored.kinds?.[kind]?.push;
    const kept = {
      ...(phone !== undefined && phone !== phoneByDefault(kind) ? { phone } : {}),
      ...(email === false ? { email } : {}),
      ...(push === false ? { push } : {}),
    };
    if (Object.keys(kept).length) (next.kinds ??= {})[kind] = kept;
  }
  return next;
}
