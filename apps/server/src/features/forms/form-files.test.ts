import { describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { FORM_MESSAGES } from '@sangam/shared/form-messages';
import { t } from '../../lib/i18n.ts';
import { bearer, expectFieldRefusal } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { form as multipart, jpegBytes, pdfBytes } from '../../test/files.ts';
import { makeForm, registrationForm, submitAnswers } from '../../test/forms.ts';

const ctx = useTestApp({ admin: 'admin' });

const fileForm = (title = 'Job Application') =>
  makeForm(
    ctx.app,
    ctx.admin.row.id,
    registrationForm({
      title,
      settings: { requireLogin: false },
      fields: [
        { id: 'name', type: 'text', label: 'Name', required: true },
        { id: 'resume', type: 'file', label: 'Resume' },
        { id: 'photo', type: 'file', label: 'Photo' },
      ],
    }),
  );
type Part = Parameters<typeof multipart>[0][number];
const pdfPart = (filename = 'cv.pdf', bytes = pdfBytes()): Part => ({
  name: 'file',
  bytes,
  filename,
  type: 'application/pdf',
});
const upload = (slug: string, field: string | undefined, parts: Part[], token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/forms/files/${slug}${field === undefined ? '' : `?field=${field}`}`,
    payload: multipart(parts),
    ...(token ? { headers: bearer(token) } : {}),
  });
const submit = (slug: string, payload: object, token?: string) => submitAnswers(ctx.app, slug, payload, token);
const get = (url: string, token?: string) => ctx.app.inject({ url, headers: token ? bearer(token) : {} });

/** A member's submission with a PDF in `resume`, and the URL the submissions screen hands admins for it. */
async function submitted(filename = 'cv.pdf', bytes = pdfBytes()) {
  const { id, slug } = await fileForm();
  const sender = await makeMember(ctx.app, 'free', { name: 'Asha Kamble' });
  const file = (await upload(slug, 'resume', [pdfPart(filename, bytes)], sender.token)).json().file;
  expect((await submit(slug, { name: 'Asha', resume: file }, sender.token)).statusCode).toBe(201);
  const list = (await get(`/api/submissions/form/${id}`, ctx.admin.token)).json();
  return { sender, file, url: list.submissions[0].data.resume.url as string };
}

describe('files of form submissions are their sender’s and admins’ only (issue 29, item 5)', () => {
  it('a premium member with the id reads nothing, by token or by the admin’s link path; sender and admins do', async () => {
    const { sender, file, url } = await submitted();
    const premium = await makeMember(ctx.app, 'premium');
    expect((await get(`/api/media/${file.id}`, premium.token)).statusCode).toBe(403);
    expect((await get(url.split('?')[0]!, premium.token)).statusCode).toBe(403);
    const premiumViewer = { user: premium.row, plan: 'premium' as const, sessionId: 'x' };
    const media = { id: file.id, access: 'private' as const, ownerId: sender.row.id };
    expect(ctx.app.mediaUrls.forViewer(premiumViewer, media)).toBeNull();
    expect((await get(`/api/media/${file.id}`, sender.token)).statusCode).toBe(200);
    expect((await get(`/api/media/${file.id}`, ctx.admin.token)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(200);
  });

  it('the submission file route as every role: sender and admins read it, everyone else is refused', async () => {
    const { sender, url } = await submitted();
    const path = url.split('?')[0]!;
    expect((await get(path)).statusCode).toBe(401);
    for (const role of ['free', 'premium', 'expired', 'suspended', 'deactivated'] as const) {
      expect((await get(path, (await makeMember(ctx.app, role)).token)).statusCode, role).toBe(403);
    }
    expect((await get(path, sender.token)).statusCode).toBe(200);
    expect((await get(path, ctx.admin.token)).statusCode).toBe(200);
    // A signed link for another submission's path does not open this one.
    expect((await get(`${path.replace(/\/resume$/, '/name')}?${url.split('?')[1]}`)).statusCode).not.toBe(200);
  });

  it('an upload not yet submitted is readable by its uploader and admins only', async () => {
    const { slug } = await fileForm();
    const sender = await makeMember(ctx.app, 'free');
    const file = (await upload(slug, 'resume', [pdfPart()], sender.token)).json().file;
    expect((await get(`/api/media/${file.id}`, (await makeMember(ctx.app, 'premium')).token)).statusCode).toBe(403);
    expect((await get(`/api/media/${file.id}`, sender.token)).statusCode).toBe(200);
  });
});

describe('a PDF downloads as a PDF named after its record (issue 29, item 6)', () => {
  it('a %PDF- file holding HTML and named p.html downloads as <form>-<sender>.pdf, application/pdf', async () => {
    const html = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n');
    const { file, url } = await submitted('p.html', html);
    for (const res of [await get(url), await get(`/api/media/${file.id}`, ctx.admin.token)]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).not.toContain('html');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="[\w-]+\.pdf"; filename\*=UTF-8''[\w-]+\.pdf$/,
      );
    }
    expect((await get(url)).headers['content-disposition']).toContain('filename="job-application-asha-kamble.pdf"');
  });
});

describe('one file per upload, for the form and field it was uploaded for (issue 29, item 8)', () => {
  it('refuses two files for one file field with a too-many-files message naming the field', async () => {
    const { slug } = await fileForm();
    const res = await upload(slug, 'resume', [pdfPart('a.pdf'), pdfPart('b.pdf')]);
    expectFieldRefusal(res, 400, ERROR_TYPES.tooManyFiles, 'file', t('en', FORM_MESSAGES.oneFile));
  });

  it('refuses an upload for a field that is not a file field of the form (400 before reading it)', async () => {
    const { slug } = await fileForm();
    for (const field of ['name', 'nothing', '']) {
      const res = await upload(slug, field, [pdfPart()]);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ field: t('en', FORM_MESSAGES.file) });
    }
  });

  it('refuses a member’s own upload made for another form or another field, naming the field', async () => {
    const first = await fileForm('First Form');
    const second = await fileForm('Second Form');
    const member = await makeMember(ctx.app, 'free');
    const forFirst = (await upload(first.slug, 'resume', [pdfPart()], member.token)).json().file;
    const other = await submit(second.slug, { name: 'M', resume: forFirst }, member.token);
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ resume: t('en', FORM_MESSAGES.fileForOtherField) });

    const image = { name: 'file', bytes: await jpegBytes(), filename: 'me.jpg', type: 'image/jpeg' };
    const forPhoto = (await upload(first.slug, 'photo', [image], member.token)).json().file;
    const moved = await submit(first.slug, { name: 'M', resume: forPhoto }, member.token);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toEqual({ resume: t('en', FORM_MESSAGES.fileForOtherField) });

    const ok = await submit(first.slug, { name: 'M', resume: forFirst, photo: forPhoto }, member.token);
    expect(ok.statusCode).toBe(201);
  });

  it('an upload without ?field= (older pages) is bound to its form: any of its file fields, no other form', async () => {
    const first = await fileForm('Third Form');
    const second = await fileForm('Fourth Form');
    const member = await makeMember(ctx.app, 'free');
    const file = (await upload(first.slug, undefined, [pdfPart()], member.token)).json().file;
    const other = await submit(second.slug, { name: 'M', resume: file }, member.token);
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ resume: t('en', FORM_MESSAGES.fileForOtherField) });
    expect((await submit(first.slug, { name: 'M', resume: file }, member.token)).statusCode).toBe(201);
  });
});
