import { SITE_SETTINGS_MESSAGES } from '@sangam/shared/site-settings-messages';
import type { AdminSiteSettings } from '@sangam/shared/site-settings';
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
export async function updateSiteSettings(db: Db, viewer: Viewer, given: Partial<AdminSiteSettings>) {
  await db.transaction().execute(async (trx) => {
    const before = await adminSettings(trx);
    // The grievance officer and the policy version (issue 36) stay as they are when left out.
    const settings = { ...before, ...definedOnly(given) };
    const changed = (Object.keys(settings) as (keyof AdminSiteSettings)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(settings[key]),
    );
    await saveSiteSettings(trx, settings, nowIso());
    if (given.phoneNotificationKinds) await savePhoneNotificationKinds(trx, given.phoneNotificationKinds);
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

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
