import { CONTROL_CHARACTER_MESSAGE } from '@sangam/shared/error-types';
import { Readable } from 'node:stream';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { UPLOAD_LIMITS } from '@sangam/shared/limits';
import { UPLOAD_MESSAGES } from '@sangam/shared/upload-messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireMember } from '../../plugins/auth.ts';
import { makeMember, type Member } from '../../test/factories.ts';
import { form, jpegBytes, pdfBytes, pixelBombPng, pngBytes, svgBytes } from '../../test/files.ts';
import { bearer, buildTestApp, expectFieldRefusal } from '../../test/helper.ts';
import { readUpload } from './media-upload.service.ts';
import type { UploadSpec } from './upload-checks.service.ts';
import { replaceMedia } from './media.service.ts';
import { t } from '../../lib/i18n.ts';

// The matrimonial declaration's words, with small sizes so the tests stay quick.
const SPEC = {
  profileImages: {
    kind: 'image',
    maxBytes: 200_000,
    maxCount: 3,
    messages: {
      tooLarge: 'Each profile image must be smaller than 5MB',
      wrongType: 'Only image files are allowed for profile pictures',
      tooMany: 'Maximum 5 profile images allowed',
    },
  },
  biodata: {
    kind: 'pdf',
    maxBytes: 100_000,
    messages: { tooLarge: 'Biodata file must be smaller than 10MB', wrongType: 'Biodata must be a PDF file' },
  },
} satisfies UploadSpec;

let app: Awaited<ReturnType<typeof buildTestApp>>;
let member: Member;

beforeAll(async () => {
  // A test-only route that reads an upload with the helper and stores it as the member's (no feature takes
  // multipart yet).
  app = await buildTestApp(
    {},
    {
      extend: async (instance) => {
        instance.post('/test/upload', { onRequest: requireMember() }, async (request) => {
          const { fields, files } = await readUpload(request, SPEC);
          const all = [...files.profileImages, ...files.biodata];
          await instance.db
            .transaction()
            .execute((trx) =>
              replaceMedia(trx, { ownerId: request.viewer!.user.id, access: 'members', previous: [], next: all }),
            );
          return {
            fields,
            files: all.map((f) => ({
              field: f.field,
              kind: f.kind,
              type: f.contentType,
              width: f.width,
              name: f.filename,
            })),
          };
        });
      },
    },
  );
  member = await makeMember(app, 'free');
});
afterAll(() => app.dispose());

const upload = (payload: FormData | Readable, token = member.token, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/test/upload', headers: { ...bearer(token), ...headers }, payload });

const photo = async (filename = 'me.jpg') => ({
  name: 'profileImages',
  bytes: await jpegBytes(),
  filename,
  type: 'image/jpeg',
});

describe('reading an upload', () => {
  it('answers the text fields and the checked files: images re-encoded without EXIF, PDFs kept', async () => {
    const res = await upload(
      form([
        { name: 'fullName', value: 'Asha Devi' },
        await photo(),
        { name: 'profileImages', bytes: await pngBytes(), filename: 'b.png', type: 'image/png' },
        { name: 'biodata', bytes: pdfBytes(), filename: '../../Asha biodata.pdf', type: 'application/pdf' },
        { name: 'siblings', value: '{"brothers":1}' },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: { fullName: 'Asha Devi', siblings: '{"brothers":1}' },
      files: [
        { field: 'profileImages', kind: 'image', type: 'image/jpeg', width: 64, name: null },
        { field: 'profileImages', kind: 'image', type: 'image/jpeg', width: 8, name: null },
        { field: 'biodata', kind: 'pdf', type: 'application/pdf', width: 0, name: 'Asha biodata.pdf' },
      ],
    });
    const stored = await app.db
      .selectFrom('media')
      .select(['bytes', 'kind', 'byteSize'])
      .where('ownerId', '=', member.row.id)
      .execute();
    const image = stored.find((m) => m.kind === 'image')!;
    expect(image.byteSize).toBe(image.bytes.length);
    const meta = await sharp(Buffer.from(image.bytes)).metadata();
    expect(meta.exif).toBeUndefined();
  });

  it('takes a form without files (a file input left empty)', async () => {
    const res = await upload(
      form([
        { name: 'fullName', value: 'Asha' },
        { name: 'biodata', bytes: Buffer.alloc(0), filename: '', type: 'application/octet-stream' },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().files).toEqual([]);
  });

  it('refuses control characters in text fields, as in JSON bodies, and turns CR LF into LF', async () => {
    const refused = await upload(form([{ name: 'fullName', value: 'Asha\u0000Devi' }]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ fullName: t('en', CONTROL_CHARACTER_MESSAGE) });
    const kept = await upload(form([{ name: 'aboutMe', value: 'one\r\ntwo' }]));
    expect(kept.json().fields).toEqual({ aboutMe: 'one\ntwo' });
  });

  it('refuses a request that is not multipart', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/upload',
      headers: bearer(member.token),
      payload: { a: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(t('en', UPLOAD_MESSAGES.notMultipart));
  });
});

describe('limits, checked while reading', () => {
  it('answers 413 naming the field when a file is larger than its limit', async () => {
    const big = Buffer.concat([await jpegBytes(), Buffer.alloc(250_000)]);
    const res = await upload(form([{ name: 'profileImages', bytes: big, filename: 'big.jpg', type: 'image/jpeg' }]));
    expectFieldRefusal(res, 413, ERROR_TYPES.tooLarge, 'profileImages', 'Each profile image must be smaller than 5MB', {
      exact: true,
    });
  });

  it('stops reading at the limit: a 200 MB body is cut off after a small part of it', async () => {
    const boundary = 'sangamboundary';
    let sent = 0;
    const total = 200 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const body = Readable.from(
      (function* () {
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="biodata"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
        yield Buffer.from(head);
        while (sent < total) {
          sent += chunk.length;
          yield chunk;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
      { objectMode: false },
    );
    const res = await upload(body, member.token, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(res.statusCode).toBe(413);
    expect(res.json().fields).toEqual({ biodata: 'Biodata file must be smaller than 10MB' });
    // The limit is 100 KB: what was pulled from the body is that plus a few stream buffers, not 200 MB.
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it('refuses a file that is not an image in an image field, naming the field', async () => {
    const res = await upload(
      form([
        {
          name: 'profileImages',
          bytes: Buffer.from('just some text, not a photo'),
          filename: 'a.jpg',
          type: 'image/jpeg',
        },
      ]),
    );
    expectFieldRefusal(
      res,
      400,
      ERROR_TYPES.unsupportedFile,
      'profileImages',
      'Only image files are allowed for profile pictures',
    );
  });

  it.each<[string, string, () => Buffer | Promise<Buffer>, string, string, string]>([
    [
      'goes by the bytes, not the name or type header: a PDF named .jpg is not a photo',
      'profileImages',
      pdfBytes,
      'me.jpg',
      'image/jpeg',
      'Only image files are allowed for profile pictures',
    ],
    [
      'refuses SVG (it can carry script) even when it says it is an image',
      'profileImages',
      svgBytes,
      'a.svg',
      'image/svg+xml',
      'Only image files are allowed for profile pictures',
    ],
    [
      'refuses a pixel bomb with a 400 naming the field',
      'profileImages',
      pixelBombPng,
      'bomb.png',
      'image/png',
      t('en', UPLOAD_MESSAGES.tooManyPixels),
    ],
    [
      'refuses a file in a field that takes none',
      'avatar',
      () => jpegBytes(),
      'a.jpg',
      'image/jpeg',
      t('en', UPLOAD_MESSAGES.unexpectedFile),
    ],
  ])('%s', async (_title, name, bytes, filename, type, message) => {
    const res = await upload(form([{ name, bytes: await bytes(), filename, type }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [name]: message });
  });

  it('goes by the bytes: an image named .pdf is not a biodata, and a PDF named .jpg is', async () => {
    const image = await upload(
      form([{ name: 'biodata', bytes: await jpegBytes(), filename: 'biodata.pdf', type: 'application/pdf' }]),
    );
    expect(image.statusCode).toBe(400);
    expect(image.json().fields).toEqual({ biodata: 'Biodata must be a PDF file' });

    const pdf = await upload(form([{ name: 'biodata', bytes: pdfBytes(), filename: 'scan.jpg', type: 'image/jpeg' }]));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().files[0]).toMatchObject({ kind: 'pdf', type: 'application/pdf' });
  });

  it('refuses more files than the field takes, with its message', async () => {
    const res = await upload(form([await photo(), await photo(), await photo(), await photo()]));
    expectFieldRefusal(res, 400, ERROR_TYPES.tooManyFiles, 'profileImages', 'Maximum 5 profile images allowed');
  });

  it('refuses a text field longer than the limit, naming it', async () => {
    const res = await upload(form([{ name: 'aboutMe', value: 'x'.repeat(UPLOAD_LIMITS.textFieldBytes + 1) }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ aboutMe: t('en', UPLOAD_MESSAGES.fieldTooLong) });
  });

  it('answers a malformed body with a 400, never a 500', async () => {
    const res = await upload(
      Readable.from([Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunfinished')]),
      member.token,
      {
        'content-type': 'multipart/form-data; boundary=x',
      },
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('throttle and quota', () => {
  it('throttles a member who stored too many files in the window (429 naming the field)', async () => {
    const busy = await makeMember(app, 'free');
    await app.counters.hit(`upload:member:${busy.row.id}`, UPLOAD_LIMITS.windowMs, UPLOAD_LIMITS.filesPerMember - 1);
    expect((await upload(form([await photo()]), busy.token)).statusCode).toBe(200);
    const res = await upload(form([await photo()]), busy.token);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      type: ERROR_TYPES.throttled,
      fields: { profileImages: t('en', UPLOAD_MESSAGES.throttled) },
    });
  });

  it('throttles one client IP across members', async () => {
    const ipApp = await buildTestApp(
      {},
      {
        extend: async (instance) => {
          instance.post('/test/upload', async (request) => {
            await readUpload(request, SPEC);
            return { ok: true };
          });
        },
      },
    );
    await ipApp.counters.hit('upload:ip:127.0.0.1', UPLOAD_LIMITS.windowMs, UPLOAD_LIMITS.filesPerIp);
    const res = await ipApp.inject({ method: 'POST', url: '/test/upload', payload: form([await photo()]) });
    expect(res.statusCode).toBe(429);
    await ipApp.dispose();
  });

  it("refuses an upload that would take a member past their storage quota (413 naming the field); admins' are not counted", async () => {
    for (const role of ['free', 'admin'] as const) {
      const full = await makeMember(app, role);
      const [previous] = [await jpegBytes()];
      await app.db.transaction().execute((trx) =>
        replaceMedia(trx, {
          ownerId: full.row.id,
          access: 'public',
          previous: [],
          next: [
            {
              id: `${'f'.repeat(20)}${role === 'free' ? '0001' : '0002'}`,
              field: 'x',
              kind: 'image',
              contentType: 'image/jpeg',
              bytes: previous,
              // The quota counts recorded sizes: one row stands for a member's whole collection.
              byteSize: UPLOAD_LIMITS.memberStorageBytes - 100,
              width: 1,
              height: 1,
              filename: null,
            },
          ],
        }),
      );
      const res = await upload(form([await photo()]), full.token);
      if (role === 'admin') {
        expect(res.statusCode).toBe(200);
      } else {
        expect(res.statusCode).toBe(413);
        expect(res.json()).toMatchObject({
          type: ERROR_TYPES.storageQuota,
          fields: { profileImages: t('en', UPLOAD_MESSAGES.quotaExceeded) },
        });
      }
    }
  });
});
