import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import type { DirectoryConfig } from '@sangam/shared/directory';
import type { Db } from '../../db/dialect.ts';
import type { Viewer, ViewerRef } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { isBlockedEitherWay } from '../blocks/blocks.queries.ts';
import { SHOWN } from '../../lib/moderation-label.ts';
import { auditActor, changesOf } from '../audit/audit.service.ts';
import { memberToShow, type MemberRow } from '../members/members.queries.ts';
import { readConfig, saveConfig } from './directory.queries.ts';

/**
 * The one rule for who appears to other members, shared by the directory (listedMembers in
 * directory.queries.ts says the same in SQL) and member profiles, so a card never opens "User Not Found".
 */
export const listedInDirectory = (row: MemberRow, config: DirectoryConfig) =>
  row.id !== FORMER_MEMBER_ID &&
  row.directoryListed === 1 &&
  row.moderationState === SHOWN &&
  row.accountStatus !== 'suspended' &&
  (!config.enforceActiveFilter || row.accountStatus === 'active') &&
  (!config.enforcePublicFilter || row.isPublic === 1);

/** Members see themselves; admins see everyone; everyone else sees members the directory lists. */
export const memberVisibleTo = (row: MemberRow, viewer: ViewerRef, config: DirectoryConfig) =>
  (viewer !== null && (viewer.id === row.id || viewer.plan === 'admin')) || listedInDirectory(row, config);

/**
 * A member as a viewer may open their profile, or undefined ("User not found"): also when either of the two blocked
 * the other (admins are never affected by blocks).
 */
export async function findVisibleMember(db: Db, id: string, viewer: ViewerRef): Promise<MemberRow | undefined> {
  // The one former member (erasure) has no profile, for admins either.
  if (id === FORMER_MEMBER_ID) return undefined;
  const [row, config] = await Promise.all([memberToShow(db, id), readConfig(db)]);
  if (!row || !memberVisibleTo(row, viewer, config)) return undefined;
  if (viewer && viewer.plan !== 'admin' && (await isBlockedEitherWay(db, viewer.id, row.id))) return undefined;
  return row;
}

/** An admin saves the directory's settings; the audit row keeps each changed setting before and after. */
export async function saveDirectoryConfig(db: Db, viewer: Viewer, config: DirectoryConfig, at: string) {
  const before = await readConfig(db);
  await db.transaction().execute(async (trx) => {
    await saveConfig(trx, config, at);
    await recordAudit(trx, {
      actor: auditActor(viewer),
      action: 'directory.config',
      target: { id: null, name: 'Directory settings' },
      subjectType: 'directory-settings',
      changes: changesOf<Record<string, unknown>>(before, config),
    });
  });
}
