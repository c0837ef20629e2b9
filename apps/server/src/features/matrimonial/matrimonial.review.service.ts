import type { z } from 'zod';
import { DEFAULT_REVIEW_NOTES, MATRIMONIAL_MESSAGES as M, type ApprovalBodySchema } from '@sangam/shared/matrimonial';
import type { Db } from '../../db/dialect.ts';
import { PRIVACY_MESSAGES } from '@sangam/shared/privacy-messages';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { changesOf } from '../audit/audit.service.ts';
import { latestConsent } from '../consents/consents.queries.ts';
import { notify } from '../notifications/notify.service.ts';
import { profileView } from './matrimonial-view.ts';
import { findProfile, updateProfile } from './matrimonial.queries.ts';

/** Where the owner sees their profiles and each one's state (the web's My Profiles tab). */
export const MY_PROFILES_LINK = '/matrimonial?tab=mine';

// The admin's decisions on a profile, each written to the audit log in the same transaction.

/** Pending moves to approved or rejected, with the admin's note (a fixed one when left empty). */
export async function reviewProfile(
  db: Db,
  id: string,
  body: z.output<typeof ApprovalBodySchema>,
  viewer: Viewer,
  urls: MediaUrls,
) {
  const row = await findProfile(db, id);
  if (!row) throw notFound(M.notFound);
  const approve = body.action === 'approve';
  const status = approve ? 'approved' : 'rejected';
  const note = body.adminNotes || DEFAULT_REVIEW_NOTES[body.action];
  await db.transaction().execute(async (trx) => {
    await updateProfile(trx, id, { approvalStatus: status, adminNotes: note, updatedAt: nowIso() });
    // The owner hears of a decision, not of the same decision made again (a new note matters only to a rejection,
    // the approval's words do not show it).
    if (row.approvalStatus !== status || (!approve && row.adminNotes !== note)) {
      await notify(trx, {
        userId: row.userId,
        actorId: viewer.user.id,
        kind: approve ? 'matrimonial_approved' : 'matrimonial_rejected',
        params: approve ? { name: row.fullName } : { name: row.fullName, note },
        link: MY_PROFILES_LINK,
        subject: `matrimonial:${id}`,
      });
    }
    await recordAudit(trx, {
      actor: { id: viewer.user.id, name: viewer.user.name },
      action: approve ? 'matrimonial.approve' : 'matrimonial.reject',
      target: { id, name: row.fullName },
      subjectType: 'matrimonial',
      changes: changesOf(
        { approvalStatus: row.approvalStatus, adminNotes: row.adminNotes },
        { approvalStatus: status, adminNotes: note },
      ),
    });
  });
  return {
    message: approve ? M.approved : M.rejected,
    profile: await profileView(db, (await findProfile(db, id))!, viewer, urls, { adminRoute: true }),
  };
}

export async function setVisibility(db: Db, id: string, isVisible: boolean, viewer: Viewer, urls: MediaUrls) {
  const row = await findProfile(db, id);
  if (!row) throw notFound(M.notFound);
  // Shown again only with the family's consent on record: a withdrawal (Privacy Settings) is theirs to undo.
  if (isVisible && (await latestConsent(db, row.userId, 'matrimonial', id))?.granted === 0) {
    throw conflict(PRIVACY_MESSAGES.matrimonialConsentWithdrawn, 'CONSENT_WITHDRAWN');
  }
  await db.transaction().execute(async (trx) => {
    await updateProfile(trx, id, { isVisible: Number(isVisible), updatedAt: nowIso() });
    await recordAudit(trx, {
      actor: { id: viewer.user.id, name: viewer.user.name },
      action: isVisible ? 'matrimonial.show' : 'matrimonial.hide',
      target: { id, name: row.fullName },
      subjectType: 'matrimonial',
      changes: changesOf({ isVisible: row.isVisible === 1 }, { isVisible }),
    });
  });
  return {
    message: M.visibilityUpdated,
    profile: await profileView(db, (await findProfile(db, id))!, viewer, urls, { adminRoute: true }),
  };
}
