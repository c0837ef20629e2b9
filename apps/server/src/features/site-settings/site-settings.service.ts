import { SITE_SETTINGS_MESSAGES } from '@sangam/shared/site-settings-messages';
import type { AdminSiteSettings, SiteSettings } from '@sangam/shared/site-settings';
import type { Db } from '../../db/dialect.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import {
  readPhoneNotificationKinds,
  readSiteSettings,
  savePhoneNotificationKinds,
  saveSiteSettings,
} from './site-settings.queries.ts';

/** What everyone may read: the community's public contact details, links and leadership. */
export const getSiteSettings = async (db: Db) => ({ settings: await readSiteSettings(db) });

/** What admins see: the public settings and which notification kinds may go out by WhatsApp/SMS. */
const adminSettings = async (db: Db): Promise<AdminSiteSettings> => ({
  ...(await readSiteSettings(db)),
  phoneNotificationKinds: await readPhoneNotificationKinds(db),
});

export const getAdminSiteSettings = async (db: Db) => ({ settings: await adminSettings(db) });

/**
 * An admin replaces the settings (the WhatsApp/SMS kinds only when given); the audit log records who changed
 * which fields.
 */
export async function updateSiteSettings(db: Db, viewer: Viewer, settings: Partial<AdminSiteSettings> & SiteSettings) {
  await db.transaction().execute(async (trx) => {
    const before = await adminSettings(trx);
    const changed = (Object.keys(settings) as (keyof AdminSiteSettings)[]).filter(
      (key) => settings[key] !== undefined && JSON.stringify(before[key]) !== JSON.stringify(settings[key]),
    );
    await saveSiteSettings(trx, settings, nowIso());
    if (settings.phoneNotificationKinds) await savePhoneNotificationKinds(trx, settings.phoneNotificationKinds);
    await recordAudit(trx, {
      actor: { id: viewer.user.id, name: viewer.user.name },
      action: 'site-settings.update',
      target: { id: null, name: 'Site settings' },
      subjectType: 'site-settings',
      changes: Object.fromEntries(changed.map((key) => [key, [before[key], settings[key]]])),
      details: changed.length ? `Changed: ${changed.join(', ')}` : 'No changes',
    });
  });
  return { message: SITE_SETTINGS_MESSAGES.saved, settings: await adminSettings(db) };
}
