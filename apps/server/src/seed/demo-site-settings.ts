import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@sangam/shared/site-settings';
import type { Db } from '../db/dialect.ts';
import { saveSiteSettings } from '../features/site-settings/site-settings.queries.ts';
import { nowIso } from '../lib/time.ts';

const DEMO_SITE_SETTINGS: SiteSettings = {
  ...EMPTY_SITE_SETTINGS,
  communityName: 'Sangam',
  contactPhone: '9000000099',
  contactEmail: 'help@sangam.example',
  whatsappNumber: '9000000099',
  address: 'Community Hall, Dharampeth, Nagpur 440010',
};

/** Help, Report a Problem, Feedback, Upgrade and the footer show these to members: the demo has someone to call. */
export const seedDemoSiteSettings = (db: Db) => saveSiteSettings(db, DEMO_SITE_SETTINGS, nowIso());
