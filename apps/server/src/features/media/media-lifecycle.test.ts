import { ERROR_TYPES } from '@sangam/shared/error-types';
import { UPLOAD_MESSAGES } from '@sangam/shared/upload-messages';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { dataUrl, jpegBytes, pdfBytes, pixelBombPng } from '../../test/files.ts';
import { bearer, created } from '../../test/helper.ts';
import { photoDataUrl } from '../../test/images.ts';
import { makeListing } from '../../test/listings.ts';
import { MEDIA_REFERENCES } from './media-references.ts';
import { checkImageBytes } from './upload-checks.service.ts';
import { mediaCleanupJob } from './media.jobs.ts';
import { deleteRecordMedia, replaceMedia } from './media.service.ts';
import { t } from '../../lib/i18n.ts';

const ctx = useTestApp({ admin: 'admin' });

const mediaOf = (ownerId: string) =>
  ctx.app.db.selectFrom('media').select(['id', 'access', 'kind']).where('ownerId', '=', ownerId).execute();
const allMediaIds = async () => (await ctx.app.db.selectFrom('media').select('id').execute()).map((m) => m.id).sort();
const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const image = async () =>
  checkImageBytes(await jpegBytes(), { field: 'x', box: { width: 100, height: 100 }, wrongType: 'x' });

describe('profile photos go through the upload pipeline and leave no orphans', () => {
  it('replacing and removing a photo keeps exactly the one in use', async () => {
    const member = await makeMember(ctx.app, 'free');
    const update = (profileImage: string | null) =>
      call('PUT', '/api/profile/me', member.token, { profession: 'Teacher', profileImage });
    expect((await update(await photoDataUrl())).statusCode).toBe(200);
    expect((await update(await photoDataUrl())).statusCode).toBe(200);
    const user = await ctx.app.db
      .selectFrom('users')
      .select('profileImageId')
      .where('id', '=', member.row.id)
      .executeTakeFirst();
    expect(await mediaOf(member.row.id)).toEqual([{ id: user!.profileImageId, access: 'public', kind: 'image' }]);
    expect((await update(null)).statusCode).toBe(200);
    expect(await mediaOf(member.row.id)).toEqual([]);
  });

  it('refuses a pixel bomb and a PDF dressed as a photo with a 400 naming the field, storing nothing', async () => {
    const member = await makeMember(ctx.app, 'free');
    for (const [bytes, message] of [
      [await pixelBombPng(), t('en', UPLOAD_MESSAGES.tooManyPixels)],
      [pdfBytes(), 'The file is not a supported image'],
    ] as const) {
      const res = await call('PUT', '/api/profile/me', member.token, {
        profession: 'Teacher',
        profileImage: dataUrl(bytes, 'image/png'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: ERROR_TYPES.unsupportedFile, fields: { profileImage: message } });
    }
    expect(await mediaOf(member.row.id)).toEqual([]);
  });
});

describe('listing images', () => {
  it("an admin's edit replaces the owner's image and the delete takes it along", async () => {
    const owner = await makeMember(ctx.app, 'free');
    const listing = created(
      await call('POST', '/api/listings', owner.token, {
        title: 'Tiles',
        category: 'Other',
        description: 'Floor tiles laid',
        contactPhone: '9822000000',
        image: await photoDataUrl(),
      }),
      'listing',
    );
    const id = listing._id;
    const first = await mediaOf(owner.row.id);
    expect(first).toHaveLength(1);

    const edit = { title: 'Tiles', category: 'Other', description: 'Floor tiles laid', approved: true };
    expect(
      (await call('PUT', `/api/admin/listings/${id}`, ctx.admin.token, { ...edit, image: await photoDataUrl() }))
        .statusCode,
    ).toBe(200);
    const second = await mediaOf(owner.row.id);
    expect(second).toHaveLength(1);
    expect(second[0]!.id).not.toBe(first[0]!.id);
    expect(await mediaOf(ctx.admin.row.id)).toEqual([]);

    expect((await call('DELETE', `/api/listings/${id}`, owner.token)).statusCode).toBe(200);
    expect(await mediaOf(owner.row.id)).toEqual([]);
  });
});

describe('photos of members an admin creates or edits belong to the member', () => {
  it('stays with the member when the admin who made it is deleted, and goes when the member is', async () => {
    const creator = await makeMember(ctx.app, 'admin');
    const res = await call('POST', '/api/admin/users', creator.token, {
      name: 'Made By Admin',
      phoneNumber: '9876511111',
      password: 'secret1',
      occupation: 'Driver',
      profileImage: await photoDataUrl(),
    });
    const member = created(res, 'user');
    expect(await mediaOf(creator.row.id)).toEqual([]);
    const [photo] = await mediaOf(member.id);
    expect(member.profileImage).toBe(`/api/media/${photo!.id}`);

    expect(
      (await call('PUT', `/api/admin/users/${member.id}`, ctx.admin.token, { profileImage: await photoDataUrl() }))
        .statusCode,
    ).toBe(200);
    const [replaced] = await mediaOf(member.id);
    expect(replaced!.id).not.toBe(photo!.id);
    expect(await mediaOf(member.id)).toHaveLength(1);

    expect((await call('DELETE', `/api/admin/users/${creator.row.id}`, ctx.admin.token)).statusCode).toBe(200);
    expect(await mediaOf(member.id)).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/media/${replaced!.id}` })).statusCode).toBe(200);

    expect((await call('DELETE', `/api/admin/users/${member.id}`, ctx.admin.token)).statusCode).toBe(200);
    expect(await mediaOf(member.id)).toEqual([]);
  });
});

describe('replaceMedia and deleteRecordMedia', () => {
  it('keep what the record still uses, store the new, delete the rest, all in the caller transaction', async () => {
    const owner = await makeMember(ctx.app, 'free');
    const [a, b, c] = [await image(), await image(), await image()];
    const first = await ctx.app.db
      .transaction()
      .execute((trx) =>
        replaceMedia(trx, { ownerId: owner.row.id, access: 'members', previous: [], next: [a, null, b] }),
      );
    expect(first).toEqual([a.id, b.id]);
    const second = await ctx.app.db
      .transaction()
      .execute((trx) =>
        replaceMedia(trx, { ownerId: owner.row.id, access: 'members', previous: first, next: [b.id, c] }),
      );
    expect(second).toEqual([b.id, c.id]);
    expect((await mediaOf(owner.row.id)).map((m) => m.id).sort()).toEqual([b.id, c.id].sort());

    // A rolled-back edit changes nothing.
    const d = await image();
    await expect(
      ctx.app.db.transaction().execute(async (trx) => {
        await replaceMedia(trx, { ownerId: owner.row.id, access: 'members', previous: second, next: [d] });
        throw new Error('the record write failed');
      }),
    ).rejects.toThrow('the record write failed');
    expect((await mediaOf(owner.row.id)).map((m) => m.id).sort()).toEqual([b.id, c.id].sort());

    await ctx.app.db.transaction().execute((trx) => deleteRecordMedia(trx, [...second, null]));
    expect(await mediaOf(owner.row.id)).toEqual([]);
  });

  it("refuses to keep media that are not the record's own", async () => {
    const owner = await makeMember(ctx.app, 'free');
    await expect(
      ctx.app.db.transaction().execute((trx) =>
        replaceMedia(trx, {
          ownerId: owner.row.id,
          access: 'public',
          previous: [],
          next: ['aaaaaaaaaaaaaaaaaaaaaaaa'],
        }),
      ),
    ).rejects.toThrow(/not one of the record's media/);
  });
});

describe('the weekly media clean-up', () => {
  it('deletes media older than a day that no record references, and nothing else', async () => {
    const owner = await makeMember(ctx.app, 'free');
    const [photo, listingImage, orphanOld, orphanNew] = [await image(), await image(), await image(), await image()];
    await ctx.app.db.transaction().execute((trx) =>
      replaceMedia(trx, {
        ownerId: owner.row.id,
        access: 'public',
        previous: [],
        next: [photo, listingImage, orphanOld, orphanNew],
      }),
    );
    await ctx.app.db.updateTable('users').set({ profileImageId: photo.id }).where('id', '=', owner.row.id).execute();
    await makeListing(ctx.app, owner.row.id, { imageId: listingImage.id });
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await ctx.app.db
      .updateTable('media')
      .set({ createdAt: twoDaysAgo })
      .where('id', 'in', [photo.id, listingImage.id, orphanOld.id])
      .execute();
    const before = await allMediaIds();

    await mediaCleanupJob.run({ db: ctx.app.db, log: { info: () => {}, error: () => {} } });
    expect(await allMediaIds()).toEqual(before.filter((id) => id !== orphanOld.id));
  });

  it('knows every column that holds media ids (a new one must be added to MEDIA_REFERENCES)', async () => {
    const columns =
      ctx.app.dialect === 'postgres'
        ? await sql<{ table: string; column: string }>`
            SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
            WHERE table_schema = current_schema()`.execute(ctx.app.db)
        : await sql<{ table: string; column: string }>`
            SELECT m.name AS "table", p.name AS "column" FROM sqlite_master m, pragma_table_info(m.name) p
            WHERE m.type = 'table'`.execute(ctx.app.db);
    const holding = columns.rows
      .filter((c) => c.table !== 'media' && /(^|_)(image|media|photo)_id$/.test(c.column))
      .map((c) => `${c.table}.${c.column}`)
      .sort();
    expect(holding).toEqual(MEDIA_REFERENCES.map((r) => `${r.table}.${r.column}`).sort());
  });
});
