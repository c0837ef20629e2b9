import { EMPTY_SITE_SETTINGS, SiteSettingsValuesSchema, type SiteSettings } from '@sangam/shared/site-settings';
import { DEFAULT_COMMUNITY_NAME } from '@sangam/shared/site-settings-messages';
import type { Db } from '../../db/dialect.ts';
import { cachedRead } from '../../lib/cache.ts';
import { readSettingsRow, saveSettingsRow, SETTINGS_ROW_ID } from '../../lib/settings-row.ts';
import { DEFAULT_PHONE_KINDS, PHONE_NOTIFICATION_KINDS, type NotificationKind } from '@sangam/shared/notifications';

// An unreadable list shows as empty rather than breaking every page.
const SocialLinks = SiteSettingsValuesSchema.shape.socialLinks.catch([]);
const Leadership = SiteSettingsValuesSchema.shape.leadership.catch([]);

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/**
 * The settings, or empty values on a new install (no row yet): read by every page's footer, link preview and
 * consent check, so kept until the database's settings change. Callers share the value and must not change it.
 */
export const readSiteSettings = (db: Db): Promise<SiteSettings> =>
  cachedRead(db, 'site settings', SETTINGS_ROW_ID, ['settings'], () => readSiteSettingsRow(db));

async function readSiteSettingsRow(db: Db): Promise<SiteSettings> {
  const row = await readSettingsRow(db, 'siteSettings');
  if (!row) return EMPTY_SITE_SETTINGS;
  return {
    communityName: row.communityName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    whatsappNumber: row.whatsappNumber,
    address: row.address,
    eventsUrl: row.eventsUrl,
    grievanceName: row.grievanceName,
    grievanceEmail: row.grievanceEmail,
    grievancePhone: row.grievancePhone,
    policyVersion: row.policyVersion,
    socialLinks: SocialLinks.parse(parseJson(row.socialLinks)),
    leadership: Leadership.parse(parseJson(row.leadership)),
  };
}

export async function saveSiteSettings(db: Db, settings: SiteSettings, at: string): Promise<void> {
  await saveSettingsRow(db, 'siteSettings', {
    communityName: settings.communityName,
    contactPhone: settings.contactPhone,
    contactEmail: settings.contactEmail,
    whatsappNumber: settings.whatsappNumber,
    address: settings.address,
    eventsUrl: settings.eventsUrl,
    grievanceName: settings.grievanceName,
    grievanceEmail: settings.grievanceEmail,
    grievancePhone: settings.grievancePhone,
    policyVersion: settings.policyVersion,
    socialLinks: JSON.stringify(settings.socialLinks),
    leadership: JSON.stringify(settings.leadership),
    updatedAt: at,
  });
}

/** Which notification kinds admins let go out by WhatsApp/SMS: the migration's defaults until they choose. */
export async function readPhoneNotificationKinds(db: Db): Promise<NotificationKind[]> {
  const row = await readSettingsRow(db, 'siteSettings');
  const kinds = row ? parseJson(row.phoneNotificationKinds) : DEFAULT_PHONE_KINDS;
  return Array.isArray(kinds) ? PHONE_NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind)) : [];
}

/** Stores the kinds (the settings row exists: saveSiteSettings wrote it first). */
export const savePhoneNotificationKinds = (db: Db, kinds: readonly NotificationKind[]) =>
  db
    .updateTable('siteSettings')
    .set({ phoneNotificationKinds: JSON.stringify(kinds) })
    .where('id', '=', SETTINGS_ROW_ID)
    .execute();

/** The community's name as link previews and mail sign with it: the admin's, else the default. */
export const communityNameOf = async (db: Db) => (await readSiteSettings(db)).communityName || DEFAULT_COMMUNITY_NAME;
