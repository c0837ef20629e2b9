import { SITE_SETTINGS_MESSAGES } from '@sangam/shared/site-settings-messages';
import type { SiteSettings } from '@sangam/shared/site-settings';
import type { Db } from '../../db/dialect.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { readSiteSettings, saveSiteSettings } from './site-settings.queries.ts';

/** What everyone may read: the community's public contact details, links and leadership. */
export const getSiteSettings = async (db: Db) => ({ settings: await readSiteSettings(db) });

/** An admin replaces the settings; the audit log records who changed which fields. */
export async function updateSiteSettings(db: Db, viewer: Viewer, settings: SiteSettings) {
  await db.transaction().execute(async (trx) => {
    const before = await readSiteSettings(trx);
    const changed = (Object.keys(settings) as (keyof SiteSettings)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(settings[key]),
    );
    await saveSiteSettings(trx, settings, nowIso());
    await recordAudit(trx, {
      actor: { id: viewer.user.id, name: viewer.user.name },
      action: 'site-settings.update',
      target: { id: null, name: 'Site settings' },
      details: changed.length ? `Changed: ${changed.join(', ')}` : 'No changes',
    });
  });
  return { message: SITE_SETTINGS_MESSAGES.saved, settings: await readSiteSettings(db) };
}
