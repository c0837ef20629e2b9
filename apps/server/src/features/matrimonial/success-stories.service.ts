import {
  SUCCESS_STORY_LIMITS,
  SUCCESS_STORY_MESSAGES as M,
  type SuccessStory,
  type SuccessStoryFields,
} from '@sangam/shared/matrimonial-success-stories';
import type { Db } from '../../db/dialect.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { readPage } from '../../lib/paging.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { changesOf } from '../audit/audit.service.ts';
import { deleteRecordMedia, replaceMedia } from '../media/media.service.ts';
import type { UploadSpec, UploadedFile } from '../media/upload-checks.service.ts';
import {
  deleteSuccessStory,
  findSuccessStory,
  insertSuccessStory,
  listSuccessStories,
  updateSuccessStory,
  type SuccessStoryRow,
} from './success-stories.queries.ts';

/** The couple's photo: one image, re-encoded by sharp into 1600 x 1600 at most, public like news pictures. */
export const SUCCESS_STORY_UPLOADS = {
  photo: {
    kind: 'image',
    maxBytes: SUCCESS_STORY_LIMITS.photoMaxBytes,
    box: { width: 1600, height: 1600 },
    messages: { tooLarge: M.photoSize, wrongType: M.photoType },
  },
} satisfies UploadSpec;

export type SuccessStoryFiles = { photo: UploadedFile[] };

export const toSuccessStory = (row: SuccessStoryRow): SuccessStory => ({
  _id: row.id,
  brideName: row.brideName,
  groomName: row.groomName,
  weddingMonth: row.weddingMonth,
  city: row.city,
  photo: mediaUrl(row.photoId),
  story: row.story,
  familiesConsented: Boolean(row.familiesConsented),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** GET /api/matrimonial/success-stories: every published story, newest first (public). */
export async function successStoriesPage(db: Db, query: { page: number; limit: number }) {
  const { rows, pagination } = await readPage(query, (window) => listSuccessStories(db, window));
  return { stories: rows.map(toSuccessStory), pagination };
}

const coupleOf = (story: { brideName: string; groomName: string }) => `${story.brideName} & ${story.groomName}`;

/** The story's fields as its audit rows show them (the story text only as changed: it is long). */
const audited = (story: SuccessStoryFields | SuccessStoryRow) => ({
  brideName: story.brideName,
  groomName: story.groomName,
  weddingMonth: story.weddingMonth,
  city: story.city,
  familiesConsented: Boolean(story.familiesConsented),
});

const auditStory = (
  trx: Db,
  viewer: Viewer,
  action: string,
  story: { id: string; brideName: string; groomName: string },
  changes: Record<string, [unknown, unknown]>,
) =>
  recordAudit(trx, {
    actor: { id: viewer.user.id, name: viewer.user.name },
    action,
    target: { id: story.id, name: coupleOf(story) },
    subjectType: 'success_story',
    changes,
  });

const saved = async (db: Db, id: string, message: string) => ({
  story: toSuccessStory((await findSuccessStory(db, id))!),
  message,
});

/** POST /api/admin/matrimonial/success-stories: the photo is required, the families' consent ticked (the schema). */
export async function createSuccessStory(db: Db, viewer: Viewer, fields: SuccessStoryFields, files: SuccessStoryFiles) {
  const photo = files.photo[0];
  if (!photo) throw badRequest(M.photoRequired, { photo: M.photoRequired });
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const [photoId = null] = await replaceMedia(trx, { ownerId: null, access: 'public', previous: [], next: [photo] });
    await insertSuccessStory(trx, {
      id,
      ...fields,
      familiesConsented: 1,
      photoId,
      createdById: viewer.user.id,
      createdAt: now,
      updatedAt: now,
    });
    const changes = changesOf({}, { ...audited(fields), photo: '(new photo)' });
    changes.story = [null, '(written)'];
    await auditStory(trx, viewer, 'success_story.create', { id, ...fields }, changes);
  });
  return saved(db, id, M.created);
}

/** PUT /api/admin/matrimonial/success-stories/:id: a new photo replaces the stored one (which is deleted). */
export async function editSuccessStory(
  db: Db,
  id: string,
  viewer: Viewer,
  fields: SuccessStoryFields,
  files: SuccessStoryFiles,
) {
  const row = await findSuccessStory(db, id);
  if (!row) throw notFound(M.notFound);
  await db.transaction().execute(async (trx) => {
    const [photoId = null] = await replaceMedia(trx, {
      ownerId: null,
      access: 'public',
      previous: [row.photoId],
      next: [files.photo[0] ?? row.photoId],
    });
    await updateSuccessStory(trx, id, { ...fields, familiesConsented: 1, photoId, updatedAt: nowIso() });
    const changes = changesOf(audited(row), audited(fields));
    if (row.story !== fields.story) changes.story = ['(changed)', '(changed)'];
    if (photoId !== row.photoId) changes.photo = [row.photoId ? '(photo)' : null, '(new photo)'];
    await auditStory(trx, viewer, 'success_story.update', { id, ...fields }, changes);
  });
  return saved(db, id, M.updated);
}

/** DELETE /api/admin/matrimonial/success-stories/:id: the story and its photo. */
export async function removeSuccessStory(db: Db, id: string, viewer: Viewer) {
  const row = await findSuccessStory(db, id);
  if (!row) throw notFound(M.notFound);
  await db.transaction().execute(async (trx) => {
    await deleteSuccessStory(trx, id);
    await deleteRecordMedia(trx, [row.photoId]);
    const gone = Object.fromEntries(Object.entries(audited(row)).map(([field, value]) => [field, [value, null]]));
    await auditStory(trx, viewer, 'success_story.delete', row, gone as Record<string, [unknown, unknown]>);
  });
  return { message: M.deleted };
}
