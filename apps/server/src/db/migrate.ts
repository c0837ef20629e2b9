import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { ensureChangeTriggers, withoutStamping } from './change-stamps.ts';
import { type Db } from './dialect.ts';
import * as accounts from './migrations/2026112201_accounts.ts';
import * as members from './migrations/2026112202_members.ts';
import * as listings from './migrations/2026112203_listings.ts';
import * as admin from './migrations/2026112204_admin.ts';
import * as mediaKinds from './migrations/2026112310_media_kinds.ts';
import * as jobLeases from './migrations/2026112311_job_leases.ts';
import * as engagement from './migrations/2026112320_engagement.ts';
import * as siteSettings from './migrations/2026112321_site_settings.ts';
import * as privacyAndDirectory from './migrations/2026112330_privacy_and_directory.ts';
import * as payments from './migrations/2026112390_payments.ts';
import * as news from './migrations/2026112400_news.ts';
import * as forms from './migrations/2026112430_forms.ts';
import * as questions from './migrations/2026112410_questions.ts';
import * as matrimonial from './migrations/2026112420_matrimonial.ts';
import * as submissionSorts from './migrations/2026112450_submission_sorts.ts';
import * as adminUserOrder from './migrations/2026112460_admin_user_order.ts';
import * as changeStamps from './migrations/2026112470_change_stamps.ts';
import * as memberCitySearch from './migrations/2026112800_member_city_search.ts';
import * as memberLanguage from './migrations/2026112900_member_language.ts';
import * as reachingMembers from './migrations/2026113000_reaching_members.ts';
import * as trustAndSafety from './migrations/2026120100_trust_and_safety.ts';
import * as hiddenCommentsUncounted from './migrations/2026120200_hidden_comments_uncounted.ts';
import * as matrimonialFamilies from './migrations/2026120300_matrimonial_families.ts';
import * as heightCm from './migrations/2026120310_height_cm.ts';
import * as dataRights from './migrations/2026120400_data_rights.ts';
import * as pushSubscriptions from './migrations/2026120500_push_subscriptions.ts';
import * as backups from './migrations/2026120600_backups.ts';
import * as directoryModerationIndex from './migrations/2026120700_directory_moderation_index.ts';
import * as memberChanges from './migrations/2026120800_member_changes.ts';
import * as viewCounts from './migrations/2026120900_view_counts.ts';

// Listed here rather than read from disk, so the bundled server carries its migrations with it.
const MIGRATIONS: Record<string, Migration> = {
  '2026112201_accounts': accounts,
  '2026112202_members': members,
  '2026112203_listings': listings,
  '2026112204_admin': admin,
  '2026112310_media_kinds': mediaKinds,
  '2026112311_job_leases': jobLeases,
  '2026112320_engagement': engagement,
  '2026112321_site_settings': siteSettings,
  '2026112330_privacy_and_directory': privacyAndDirectory,
  '2026112390_payments': payments,
  '2026112400_news': news,
  '2026112430_forms': forms,
  '2026112410_questions': questions,
  '2026112420_matrimonial': matrimonial,
  '2026112450_submission_sorts': submissionSorts,
  '2026112460_admin_user_order': adminUserOrder,
  '2026112470_change_stamps': changeStamps,
  '2026112800_member_city_search': memberCitySearch,
  '2026112900_member_language': memberLanguage,
  '2026113000_reaching_members': reachingMembers,
  '2026120100_trust_and_safety': trustAndSafety,
  '2026120200_hidden_comments_uncounted': hiddenCommentsUncounted,
  '2026120300_matrimonial_families': matrimonialFamilies,
  '2026120310_height_cm': heightCm,
  '2026120400_data_rights': dataRights,
  '2026120500_push_subscriptions': pushSubscriptions,
  '2026120600_backups': backups,
  '2026120700_directory_moderation_index': directoryModerationIndex,
  '2026120800_member_changes': memberChanges,
  '2026120900_view_counts': viewCounts,
};

/** The newest migration this code knows: a database at it is current. */
export const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1)!;

/** Whether this code knows a migration (a backup naming one it does not was made by a newer version). */
export const knowsMigration = (name: string) => Object.hasOwn(MIGRATIONS, name);

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date, or (for tests of a migration's data steps) up to the named migration. Answers the
 * names of the migrations that ran, oldest first.
 */
export async function migrateToLatest(db: Db, schema?: string, upTo?: string): Promise<string[]> {
  const { error, results } = await withoutStamping(db, (connection) => {
    const migrator = new Migrator({ db: connection, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
    return upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest();
  });
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  await ensureChangeTriggers(db, { migrated: Boolean(results?.length) });
  return (results ?? []).map((r) => r.migrationName);
}
