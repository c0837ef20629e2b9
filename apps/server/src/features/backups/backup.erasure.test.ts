import path from 'node:path';
import { expect, it } from 'vitest';
import { FORMER_MEMBER_ID } from '@sangam/shared/privacy-messages';
import type { Db } from '../../db/dialect.ts';
import { openSqlite } from '../../db/sqlite.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { makeMember, type Member } from '../../test/factories.ts';
import { jpegBytes } from '../../test/files.ts';
import { bearer, type TestApp } from '../../test/helper.ts';
import { makeListing } from '../../test/listings.ts';
import { SETTLED } from '../../test/posting.ts';
import { eraseMember, erasureHash } from '../erasure/erasure.service.ts';
import { insertMedia } from '../media/media.queries.ts';
import { createBackup, restoreBackup } from './backup.service.ts';
import { tableNames } from './backups.queries.ts';
import { dialect, tempDir, useBackupSite } from './backups.test-site.ts';

type Seeded = Member & { email: string; name: string; mediaIds: string[]; questionId: string };
const members: Record<'asha' | 'chetan' | 'bhavna', Seeded> = {} as never;

async function photo(app: TestApp, ownerId: string) {
  const id = newId();
  await insertMedia(app.db, {
    id,
    ownerId,
    kind: 'image',
    contentType: 'image/jpeg',
    bytes: await jpegBytes(),
    width: 64,
    height: 48,
    filename: null,
    createdAt: nowIso(),
  });
  return id;
}

/** A member with a profile photo, a listing with its image, a session and a question. */
async function seedMember(app: TestApp, name: string): Promise<Seeded> {
  const email = `${name.split(' ')[0]!.toLowerCase()}.restore@example.com`;
  const member = await makeMember(app, 'free', { name, email, ...SETTLED });
  const profileImageId = await photo(app, member.row.id);
  await app.db.updateTable('users').set({ profileImageId }).where('id', '=', member.row.id).execute();
  const listingImageId = await photo(app, member.row.id);
  await makeListing(app, member.row.id, { imageId: listingImageId, contactEmail: email, contactPhone: member.phone });
  const reply = await app.inject({
    method: 'POST',
    url: '/api/questions',
    headers: bearer(member.token),
    payload: {
      title: 'Where is a good tailor nearby?',
      content: 'Looking for a good tailor nearby',
      tags: ['tailor'],
    },
  });
  expect(reply.statusCode, reply.body).toBeLessThan(300);
  return { ...member, email, name, mediaIds: [profileImageId, listingImageId], questionId: reply.json().question._id };
}

const ctx = useBackupSite(async (app) => {
  members.asha = await seedMember(app, 'Asha Restorewala');
  members.chetan = await seedMember(app, 'Chetan Backupkar');
  members.bhavna = await seedMember(app, 'Bhavna Keptwala');
});

/** Every value of every row of the site's tables (SQLite's search indexes left out: the walk test covers them). */
async function everything(db: Db): Promise<string> {
  const lines: string[] = [];
  for (const table of await tableNames(db, dialect)) {
    if (/_(fts|trigram)(_\w+)?$/.test(table)) continue;
    const rows = await db
      .selectFrom(table as 'users')
      .selectAll()
      .execute();
    for (const row of rows) lines.push(`${table} ${JSON.stringify(row)}`);
  }
  return lines.join('\n');
}

it(`restoring a backup older than an erasure erases the member again, others intact (${dialect})`, async () => {
  const { site } = ctx;
  const { asha, chetan, bhavna } = members;
  const secret = site.jwtSecret;
  const file = path.join(tempDir(), 'before-erasure.zip');
  await createBackup(site, file);
  const bhavnaBefore = {
    user: await site.db.selectFrom('users').selectAll().where('id', '=', bhavna.row.id).executeTakeFirstOrThrow(),
    media: await site.db.selectFrom('media').selectAll().where('ownerId', '=', bhavna.row.id).orderBy('id').execute(),
    listings: await site.db.selectFrom('listings').selectAll().where('ownerId', '=', bhavna.row.id).execute(),
  };

  // After the backup: Asha erased keeping her posts, Chetan with his; Divya joins and is erased (no backup has her).
  await eraseMember(site.db, { secret, userId: asha.row.id, deletePosts: false });
  await eraseMember(site.db, { secret, userId: chetan.row.id, deletePosts: true });
  const divya = { id: newId() };
  await site.db
    .insertInto('users')
    .values({
      id: divya.id,
      name: 'Divya Laterjoin',
      phoneNumber: '9800000042',
      email: null,
      occupation: 'Teacher',
      planType: 'free',
      accountStatus: 'active',
      referralCode: 'DIVYA042',
      passwordHash: '!none',
      createdAt: nowIso(),
      updatedAt: nowIso(),
    })
    .execute();
  await eraseMember(site.db, { secret, userId: divya.id, deletePosts: false });

  const erasures = (on: typeof site.db) =>
    on.selectFrom('erasures').select(['subjectHash', 'postsDeleted', 'erasedAt']).orderBy('subjectHash').execute();
  const erasedBefore = await erasures(site.db);
  const report = await restoreBackup(site, file);
  expect(report.erasedAgain).toBe(2);

  // The SQLite file was swapped under the site's handle: read the live one.
  const live = site.databaseUrl ? undefined : openSqlite(path.join(site.dataDir, 'sangam.sqlite'));
  const db = live?.db ?? site.db;
  try {
    const all = await everything(db);
    for (const { row, phone, name, email } of [asha, chetan]) {
      for (const trace of [row.id, phone, name, email]) expect(all, `${name}: ${trace}`).not.toContain(trace);
    }
    const erasedMedia = [...asha.mediaIds, ...chetan.mediaIds];
    expect(await db.selectFrom('media').select('id').where('id', 'in', erasedMedia).execute()).toEqual([]);
    const question = (id: string) =>
      db.selectFrom('questions').select('authorId').where('id', '=', id).executeTakeFirst();
    expect(await question(asha.questionId)).toEqual({ authorId: FORMER_MEMBER_ID });
    expect(await question(chetan.questionId)).toBeUndefined();

    // The erasures hold for a later restore too: the two erased again, and Divya's row carried over, each with the
    // date the member asked.
    const hashes = erasedBefore.map((r) => r.subjectHash);
    expect(hashes.sort()).toEqual([asha.row.id, chetan.row.id, divya.id].map((id) => erasureHash(secret, id)).sort());
    expect(await erasures(db)).toEqual(erasedBefore);

    expect(await db.selectFrom('users').selectAll().where('id', '=', bhavna.row.id).executeTakeFirst()).toEqual(
      bhavnaBefore.user,
    );
    expect(
      await db.selectFrom('media').selectAll().where('ownerId', '=', bhavna.row.id).orderBy('id').execute(),
    ).toEqual(bhavnaBefore.media);
    expect(await db.selectFrom('listings').selectAll().where('ownerId', '=', bhavna.row.id).execute()).toEqual(
      bhavnaBefore.listings,
    );
    expect(await question(bhavna.questionId)).toEqual({ authorId: bhavna.row.id });
  } finally {
    await live?.close();
  }
});
