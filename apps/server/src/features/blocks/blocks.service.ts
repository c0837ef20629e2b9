import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import { REPORT_LIMITS, REPORT_MESSAGES, type BlockedMember, type BlocksReply } from '@sangam/shared/moderation';
import { PROFILE_MESSAGES } from '@sangam/shared/profile';
import { paginate } from '@sangam/shared/pagination';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import type { Db } from '../../db/dialect.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { nowIso } from '../../lib/time.ts';
import type { ViewerRef } from '../../plugins/auth.ts';
import { findUserById } from '../members/members.queries.ts';
import { countBlocks, deleteBlock, findBlock, hasBlocks, insertBlock, listBlocks } from './blocks.queries.ts';

export const BLOCKS_PAGE_SIZE = 20;

type BlockRow = { id: string; name: string; profileImageId: string | null; createdAt: string };

const toBlockedMember = (row: BlockRow): BlockedMember => ({
  user: { _id: row.id, id: row.id, name: row.name, profileImage: mediaUrl(row.profileImageId) },
  createdAt: row.createdAt,
});

/**
 * The member blocks another. Blocking someone already blocked answers the same (the first block kept); an admin
 * may be blocked, which hides nothing from the admin's moderation (blocks never apply to admins).
 */
export async function blockMember(db: Db, blockerId: string, blockedId: string, max: number = REPORT_LIMITS.blocksMax) {
  if (blockerId === blockedId) {
    throw badRequest(REPORT_MESSAGES.blockSelf, { userId: REPORT_MESSAGES.blockSelf });
  }
  // The one former member (erasure) is nobody to block.
  if (blockedId === FORMER_MEMBER_ID || !(await findUserById(db, blockedId))) {
    throw notFound(PROFILE_MESSAGES.userNotFound);
  }
  let row = await findBlock(db, blockerId, blockedId);
  if (!row) {
    if ((await countBlocks(db, blockerId, max)) >= max) throw conflict(REPORT_MESSAGES.blocksMax, ERROR_TYPES.conflict);
    await insertBlock(db, blockerId, blockedId, nowIso());
    row = await findBlock(db, blockerId, blockedId);
    // The member was deleted in between.
    if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
  }
  return { message: REPORT_MESSAGES.blocked, block: toBlockedMember(row) };
}

/** Takes the block back; answers the same when there was none. */
export async function unblockMember(db: Db, blockerId: string, blockedId: string) {
  await deleteBlock(db, blockerId, blockedId);
  return { message: REPORT_MESSAGES.unblocked };
}

export async function blockedMembers(db: Db, blockerId: string, page: number): Promise<BlocksReply> {
  const limit = BLOCKS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listBlocks(db, blockerId, { limit, offset: (page - 1) * limit }),
    countBlocks(db, blockerId, REPORT_LIMITS.blocksMax),
  ]);
  return { blocks: rows.map(toBlockedMember), pagination: paginate(page, limit, total) };
}

/**
 * The viewer whose lists must leave out the members they blocked or who blocked them: a signed-in non-admin with
 * at least one block either way; undefined for everyone else, who keep the shared cached pages.
 */
export async function blockingViewer(db: Db, viewer: ViewerRef): Promise<string | undefined> {
  if (viewer === null || viewer.plan === 'admin') return undefined;
  return (await hasBlocks(db, viewer.id)) ? viewer.id : undefined;
}
