/**
 * Every admin route that changes data writes an audit row (issue 34, "One audit log"). The OpenAPI document is
 * walked for the mutating routes that only admins may call; each must have an entry in ROUTES below, a setup that
 * makes a valid request, and the request must leave a new audit row naming the admin, the action, the subject and
 * the client's address. A new admin route fails the first test until it is added here (and audited).
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUDIT_SUBJECT_TYPES } from '@sangam/shared/audit';
import { ERROR_TYPES } from '@sangam/shared/error-types';
import { EMPTY_SITE_SETTINGS } from '@sangam/shared/site-settings';
import { bearer } from '../../test/helper.ts';
import { makeMember, uniquePhone, useTestApp, type Member } from '../../test/factories.ts';
import { form, jpegBytes } from '../../test/files.ts';
import { makeForm, registrationForm, submitAnswers, validAnswers } from '../../test/forms.ts';
import { makeListing } from '../../test/listings.ts';
import { makeProfile } from '../../test/matrimonial.ts';
import { makeNews } from '../../test/news.ts';
import { openOrder, payInTestCheckout, verify } from '../../test/payments.ts';

// One hop of proxy trusted: the X-Forwarded-For address is the client's.
const ctx = useTestApp({ admin: ['admin', { name: 'Audited Admin' }] }, { trustProxy: 1 });

const CLIENT = '198.51.100.23';
const OLD = new Date(Date.now() - 30 * 86_400_000).toISOString();
const MUTATING = new Set(['post', 'put', 'patch', 'delete']);

/** The request a route's setup makes, and the audit row it must leave. */
type Call = {
  url: string;
  payload?: object;
  /** Multipart parts (news): sent as form data. */
  parts?: Parameters<typeof form>[0];
  action: string;
  subjectType: string;
  /** The subject's id: known beforehand, or read from the reply (a created record). */
  subjectId: string | null | ((res: LightMyRequestResponse) => string);
};

const member = (name = 'Audited Member') => makeMember(ctx.app, 'free', { name, createdAt: OLD });
const post = async (who: Member, url: string, payload: object) => {
  const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json();
};
const question = async () =>
  (
    await post(await member(), '/api/questions', {
      title: 'Where to buy bulk rice?',
      content: 'Near Pune',
      tags: ['food'],
    })
  ).question._id as string;
const answer = async () =>
  (await post(await member(), '/api/answers', { questionId: await question(), content: 'The market on Monday' })).answer
    ._id as string;
const pendingProfile = async () => makeProfile(ctx.app, (await member()).token, 'pending');
const submission = async () => {
  const { slug } = await makeForm(
    ctx.app,
    ctx.admin.row.id,
    registrationForm({ settings: { requireLogin: false, allowMultipleSubmissions: true } }),
  );
  const res = await submitAnswers(ctx.app, slug, validAnswers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().submission._id as string;
};
const referral = async () => {
  const referrer = await member('Referring Member');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Referred Friend',
      phoneNumber: uniquePhone(),
      occupation: 'Tester',
      password: 'secret1',
      referralCode: referrer.row.referralCode,
      referralSource: 'link',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const referredId = res.json().user.id as string;
  const row = await ctx.app.db
    .selectFrom('referrals')
    .select('id')
    .where('referredId', '=', referredId)
    .executeTakeFirstOrThrow();
  return row.id;
};
const paidPayment = async () => {
  const payer = await member();
  const order = await openOrder(ctx.app, payer.token);
  const res = await verify(ctx.app, payer.token, {
    orderId: order._id,
    ...(await payInTestCheckout(ctx.app, payer.token, order._id)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payment._id as string;
};
const newsParts = (title: string) =>
  Object.entries({
    title,
    content: '<p>Join us for the annual meet.</p>',
    excerpt: 'Join us',
    category: 'news',
    status: 'published',
    tags: 'meet',
  }).map(([name, value]) => ({ name, value }));
const listingEdit = { title: 'Leak repairs', category: 'Plumber', description: 'Pipes fixed the same day' };
const storyParts = async (brideName: string, withPhoto = true) => [
  ...Object.entries({
    brideName,
    groomName: 'Rahul Kamble',
    weddingMonth: '2026-02',
    city: 'Pune',
    story: 'Our families met through Sangam.',
    familiesConsented: 'true',
  }).map(([name, value]) => ({ name, value })),
  ...(withPhoto ? [{ name: 'photo', bytes: await jpegBytes(), filename: 'couple.jpg', type: 'image/jpeg' }] : []),
];
const successStory = async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/matrimonial/success-stories',
    headers: bearer(ctx.admin.token),
    payload: form(await storyParts('Priya Jadhav')),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().story._id as string;
};

/**
 * "METHOD /path" as the OpenAPI document writes it -> a setup making one valid request. A key may carry a
 * " · variant" after the route for a second way through it (the form list's status-only save).
 */
const ROUTES: Record<string, () => Promise<Call>> = {
  'PUT /api/admin/listings/{id}': async () => {
    const id = await makeListing(ctx.app, (await member()).row.id, { approved: 0 });
    return {
      url: `/api/admin/listings/${id}`,
      payload: { ...listingEdit, approved: true },
      action: 'listing.approve',
      subjectType: 'listing',
      subjectId: id,
    };
  },
  'POST /api/admin/users': async () => ({
    url: '/api/admin/users',
    payload: { name: 'Created Member', phoneNumber: uniquePhone(), password: 'secret-pass' },
    action: 'user.create',
    subjectType: 'user',
    subjectId: (res) => res.json().user._id,
  }),
  'PUT /api/admin/users/{id}': async () => {
    const { row } = await member();
    return {
      url: `/api/admin/users/${row.id}`,
      payload: { occupation: 'Teacher' },
      action: 'user.update',
      subjectType: 'user',
      subjectId: row.id,
    };
  },
  'DELETE /api/admin/users/{id}': async () => {
    const { row } = await member();
    return { url: `/api/admin/users/${row.id}`, action: 'user.delete', subjectType: 'user', subjectId: row.id };
  },
  'POST /api/admin/users/{id}/export': async () => {
    const { row } = await member();
    return {
      url: `/api/admin/users/${row.id}/export`,
      payload: { reason: 'The member wrote asking for a copy of their data' },
      action: 'user.export',
      subjectType: 'user',
      subjectId: row.id,
    };
  },
  'PUT /api/admin/referrals/{id}': async () => {
    const id = await referral();
    return {
      url: `/api/admin/referrals/${id}`,
      payload: { status: 'completed' },
      action: 'referral.complete',
      subjectType: 'referral',
      subjectId: id,
    };
  },
  'POST /api/admin/referrals/manual-reward/{userId}': async () => {
    const { row } = await member();
    return {
      url: `/api/admin/referrals/manual-reward/${row.id}`,
      payload: { rewardType: 'special_badge', reason: 'Helped at the meet' },
      action: 'referral.manual_reward',
      subjectType: 'user',
      subjectId: row.id,
    };
  },
  'POST /api/admin/referrals/regenerate-code/{userId}': async () => {
    const { row } = await member();
    return {
      url: `/api/admin/referrals/regenerate-code/${row.id}`,
      action: 'referral.regenerate_code',
      subjectType: 'user',
      subjectId: row.id,
    };
  },
  'POST /api/admin/payments/{id}/refund': async () => {
    const id = await paidPayment();
    return {
      url: `/api/admin/payments/${id}/refund`,
      payload: { reason: 'Paid twice' },
      action: 'payment.refund',
      subjectType: 'payment',
      subjectId: id,
    };
  },
  'PUT /api/admin/site-settings': async () => ({
    url: '/api/admin/site-settings',
    payload: { ...EMPTY_SITE_SETTINGS, communityName: `Sangam ${uniquePhone()}` },
    action: 'site-settings.update',
    subjectType: 'site-settings',
    subjectId: null,
  }),
  'PUT /api/directory/config': async () => ({
    url: '/api/directory/config',
    payload: { enforcePublicFilter: true, enforceActiveFilter: true, excludeCurrentUser: false, limit: 40 },
    action: 'directory.config',
    subjectType: 'directory-settings',
    subjectId: null,
  }),
  'POST /api/news': async () => ({
    url: '/api/news',
    parts: newsParts('Annual meet'),
    action: 'news.create',
    subjectType: 'news',
    subjectId: (res) => res.json().news._id,
  }),
  'PUT /api/news/{id}': async () => {
    const { id } = await makeNews(ctx.app);
    return {
      url: `/api/news/${id}`,
      parts: newsParts('Meet moved'),
      action: 'news.update',
      subjectType: 'news',
      subjectId: id,
    };
  },
  'PUT /api/news/{id} · publish': async () => {
    const { id } = await makeNews(ctx.app, { status: 'draft' });
    return {
      url: `/api/news/${id}`,
      parts: newsParts('Now out'),
      action: 'news.publish',
      subjectType: 'news',
      subjectId: id,
    };
  },
  'DELETE /api/news/{id}': async () => {
    const { id } = await makeNews(ctx.app);
    return { url: `/api/news/${id}`, action: 'news.delete', subjectType: 'news', subjectId: id };
  },
  'PUT /api/admin/questions/{id}': async () => {
    const id = await question();
    return {
      url: `/api/admin/questions/${id}`,
      payload: { status: 'closed', featured: true },
      action: 'question.update',
      subjectType: 'question',
      subjectId: id,
    };
  },
  'DELETE /api/admin/questions/{id}': async () => {
    const id = await question();
    return { url: `/api/admin/questions/${id}`, action: 'question.delete', subjectType: 'question', subjectId: id };
  },
  'PUT /api/admin/answers/{id}': async () => {
    const id = await answer();
    return {
      url: `/api/admin/answers/${id}`,
      payload: { status: 'hidden' },
      action: 'answer.update',
      subjectType: 'answer',
      subjectId: id,
    };
  },
  'DELETE /api/admin/answers/{id}': async () => {
    const id = await answer();
    return { url: `/api/admin/answers/${id}`, action: 'answer.delete', subjectType: 'answer', subjectId: id };
  },
  'PUT /api/admin/matrimonial/profiles/{id}/approval': async () => {
    const id = await pendingProfile();
    return {
      url: `/api/admin/matrimonial/profiles/${id}/approval`,
      payload: { action: 'approve' },
      action: 'matrimonial.approve',
      subjectType: 'matrimonial',
      subjectId: id,
    };
  },
  'PUT /api/admin/matrimonial/profiles/{id}/visibility': async () => {
    const id = await pendingProfile();
    return {
      url: `/api/admin/matrimonial/profiles/${id}/visibility`,
      payload: { isVisible: false },
      action: 'matrimonial.hide',
      subjectType: 'matrimonial',
      subjectId: id,
    };
  },
  'DELETE /api/admin/matrimonial/profiles/{id}': async () => {
    const id = await pendingProfile();
    return {
      url: `/api/admin/matrimonial/profiles/${id}`,
      action: 'matrimonial.delete',
      subjectType: 'matrimonial',
      subjectId: id,
    };
  },
  'POST /api/admin/matrimonial/success-stories': async () => ({
    url: '/api/admin/matrimonial/success-stories',
    parts: await storyParts('Meera Pawar'),
    action: 'success_story.create',
    subjectType: 'success_story',
    subjectId: (res) => res.json().story._id,
  }),
  'PUT /api/admin/matrimonial/success-stories/{id}': async () => {
    const id = await successStory();
    return {
      url: `/api/admin/matrimonial/success-stories/${id}`,
      parts: await storyParts('Priya Kamble', false),
      action: 'success_story.update',
      subjectType: 'success_story',
      subjectId: id,
    };
  },
  'DELETE /api/admin/matrimonial/success-stories/{id}': async () => {
    const id = await successStory();
    return {
      url: `/api/admin/matrimonial/success-stories/${id}`,
      action: 'success_story.delete',
      subjectType: 'success_story',
      subjectId: id,
    };
  },
  'POST /api/forms': async () => ({
    url: '/api/forms',
    payload: registrationForm({ title: 'Volunteer sign-up' }),
    action: 'form.create',
    subjectType: 'form',
    subjectId: (res) => res.json().form._id,
  }),
  'PUT /api/forms/{id}': async () => {
    const { id } = await makeForm(ctx.app, ctx.admin.row.id);
    return {
      url: `/api/forms/${id}`,
      payload: registrationForm({ title: 'Annual Meet Registration 2027' }),
      action: 'form.update',
      subjectType: 'form',
      subjectId: id,
    };
  },
  'PUT /api/forms/{id} · status only': async () => {
    const { id } = await makeForm(ctx.app, ctx.admin.row.id);
    return {
      url: `/api/forms/${id}`,
      payload: { status: 'inactive' },
      action: 'form.status',
      subjectType: 'form',
      subjectId: id,
    };
  },
  'DELETE /api/forms/{id}': async () => {
    const { id } = await makeForm(ctx.app, ctx.admin.row.id);
    return { url: `/api/forms/${id}`, action: 'form.delete', subjectType: 'form', subjectId: id };
  },
  'PUT /api/submissions/{id}/status': async () => {
    const id = await submission();
    return {
      url: `/api/submissions/${id}/status`,
      payload: { status: 'approved' },
      action: 'submission.status',
      subjectType: 'submission',
      subjectId: id,
    };
  },
  'POST /api/submissions/bulk-action': async () => {
    const id = await submission();
    return {
      url: '/api/submissions/bulk-action',
      payload: { action: 'updateStatus', submissionIds: [id], status: 'rejected' },
      action: 'submission.status',
      subjectType: 'submission',
      subjectId: id,
    };
  },
  'POST /api/submissions/bulk-action · flag': async () => {
    const id = await submission();
    return {
      url: '/api/submissions/bulk-action',
      payload: { action: 'flag', submissionIds: [id], flagReason: 'Looks automated' },
      action: 'submission.flag',
      subjectType: 'submission',
      subjectId: id,
    };
  },
  // The moderation queue's decisions (features/moderation writes their rows).
  'POST /api/admin/moderation/{subjectType}/{subjectId}': async () => {
    const id = await makeListing(ctx.app, (await member()).row.id, { approved: 0 });
    return {
      url: `/api/admin/moderation/listing/${id}`,
      payload: { action: 'keep' },
      action: 'moderation.keep',
      subjectType: 'listing',
      subjectId: id,
    };
  },
};

const routeOf = (key: string) => key.split(' · ')[0]!;

type OpenApi = { paths: Record<string, Record<string, { tags?: string[] }>> };

/**
 * The mutating routes only admins may call: those under /api/admin, those tagged admin, and those a signed-in
 * member is refused as "admins only" (the requireAdmin guard, which runs before a body is read).
 */
async function adminMutatingRoutes(): Promise<string[]> {
  const doc = ctx.app.swagger() as unknown as OpenApi;
  const found: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!MUTATING.has(method)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      if (path.startsWith('/api/admin/') || operation.tags?.includes('admin')) {
        found.push(key);
        continue;
      }
      // A fresh member each time: some member routes sign out or delete the caller.
      const probe = await makeMember(ctx.app, 'free');
      const res = await ctx.app.inject({
        method: method.toUpperCase() as 'POST',
        url: path.replace(/\{[^}]+\}/g, 'probe'),
        headers: bearer(probe.token),
        payload: {},
      });
      if (res.statusCode === 403 && res.json().type === ERROR_TYPES.adminOnly) found.push(key);
    }
  }
  return found.sort();
}

describe('the audit log covers every admin route that changes data', () => {
  it('has an entry for each mutating admin route of the OpenAPI document, and none for a route that is gone', async () => {
    const routes = await adminMutatingRoutes();
    const table = [...new Set(Object.keys(ROUTES).map(routeOf))].sort();
    expect(
      routes.filter((route) => !table.includes(route)),
      'admin routes missing from ROUTES',
    ).toEqual([]);
    expect(
      table.filter((route) => !routes.includes(route)),
      'ROUTES entries of no admin route',
    ).toEqual([]);
  });

  it.each(Object.keys(ROUTES))('%s writes an audit row', async (key) => {
    const call = await ROUTES[key]!();
    const method = routeOf(key).split(' ')[0] as 'POST' | 'PUT' | 'DELETE';
    const before = new Set((await ctx.app.db.selectFrom('auditLog').select('id').execute()).map((row) => row.id));
    const res = await ctx.app.inject({
      method,
      url: call.url,
      headers: { ...bearer(ctx.admin.token), 'x-forwarded-for': CLIENT },
      ...(call.parts ? { payload: form(call.parts) } : call.payload ? { payload: call.payload } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const subjectId = typeof call.subjectId === 'function' ? call.subjectId(res) : call.subjectId;
    const rows = (await ctx.app.db.selectFrom('auditLog').selectAll().execute()).filter((row) => !before.has(row.id));
    expect(rows).toContainEqual(
      expect.objectContaining({
        actorId: ctx.admin.row.id,
        actorName: 'Audited Admin',
        action: call.action,
        subjectType: call.subjectType,
        targetId: subjectId,
        clientAddress: CLIENT,
      }),
    );
    const row = rows.find((r) => r.action === call.action)!;
    expect(row.targetName).not.toBe('');
    // The screen's subject filter offers every kind a row names.
    expect(AUDIT_SUBJECT_TYPES).toContain(row.subjectType);
    expect(JSON.parse(row.changes)).toBeTypeOf('object');
  });
});
