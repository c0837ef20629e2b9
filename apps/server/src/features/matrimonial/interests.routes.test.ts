import { describe, expect, it } from 'vitest';
import { INTEREST_LIMITS, INTEREST_MESSAGES as IM, type Interest } from '@sangam/shared/matrimonial-interests';
import { translate } from '../../lib/i18n.ts';
import { newId } from '../../lib/ids.ts';
import { bearer } from '../../test/helper.ts';
import { LOCKED_OUT, makeMember, tokenOf, useTestApp, type Member, type Role } from '../../test/factories.ts';
import { SETTLED, raisePostingLimit } from '../../test/posting.ts';
import { makeProfile, profileValues, submitProfile } from '../../test/matrimonial.ts';
import { jpegBytes } from '../../test/files.ts';
import { notificationsOf } from '../../test/notifications.ts';

const ctx = useTestApp({
  parentA: ['free', { ...SETTLED, name: 'Sunita Kamble' }],
  parentB: ['free', { ...SETTLED, name: 'Ramesh Pawar' }],
  stranger: ['free', SETTLED],
});
raisePostingLimit('matrimonial', 100);

const B_PHONE = '9822044444';
const english = (message: string) => translate('en', message);

const daughterOf = (member: Member, overrides: Record<string, string> = {}) =>
  makeProfile(ctx.app, member.token, 'approved', {
    profileType: 'daughter',
    fullName: 'Asha Kamble',
    gender: 'female',
    dateOfBirth: '1998-04-12',
    ...overrides,
  });
const sonOf = (member: Member, overrides: Record<string, string> = {}) =>
  makeProfile(ctx.app, member.token, 'approved', {
    profileType: 'son',
    fullName: 'Vikas Pawar',
    gender: 'male',
    contactNumber: B_PHONE,
    ...overrides,
  });

const send = (token: string | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/matrimonial/interests',
    headers: token ? bearer(token) : {},
    payload,
  });
const answer = (token: string | undefined, id: string, action: 'accept' | 'decline') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/matrimonial/interests/${id}`,
    headers: token ? bearer(token) : {},
    payload: { action },
  });
const withdraw = (token: string | undefined, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/matrimonial/interests/${id}`, headers: token ? bearer(token) : {} });
const list = async (token: string, query = 'direction=received') => {
  const res = await ctx.app.inject({ url: `/api/matrimonial/interests?${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { interests: Interest[]; pagination: { total: number } };
};
const sent = async (from: Member, fromProfileId: string, toProfileId: string, message = '') => {
  const res = await send(from.token, { fromProfileId, toProfileId, message });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { interest: Interest }).interest;
};

describe('who may use the interests routes', () => {
  it.each(LOCKED_OUT)('%s: %i on every route', async (_who, role, status) => {
    const token = await tokenOf(ctx.app, role as Role | null);
    const from = await daughterOf(ctx.parentA);
    const to = await sonOf(ctx.parentB);
    expect((await send(token, { fromProfileId: from, toProfileId: to })).statusCode).toBe(status);
    const get = await ctx.app.inject({ url: '/api/matrimonial/interests', headers: token ? bearer(token) : {} });
    expect(get.statusCode).toBe(status);
    const interest = await sent(ctx.parentA, from, to);
    expect((await answer(token, interest._id, 'accept')).statusCode).toBe(status);
    expect((await withdraw(token, interest._id)).statusCode).toBe(status);
  });
});

describe('POST /api/matrimonial/interests', () => {
  it('a parent sends an interest for a daughter to a son: 201 pending, and the son’s family is notified', async () => {
    const from = await daughterOf(ctx.parentA);
    const to = await sonOf(ctx.parentB);
    const res = await send(ctx.parentA.token, {
      fromProfileId: from,
      toProfileId: to,
      message: '  We liked the profile.  ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; interest: Interest };
    expect(body.message).toBe(english(IM.sent));
    expect(body.interest).toMatchObject({
      status: 'pending',
      message: 'We liked the profile.',
      direction: 'sent',
      fromProfile: { _id: from, fullName: 'Asha Kamble', isOwner: true },
      toProfile: { _id: to, fullName: 'Vikas Pawar', isOwner: false },
    });
    expect(body.interest.whatsapp).toBeUndefined();
    const told = (await notificationsOf(ctx.app, ctx.parentB.row.id)).filter(
      (n) => n.subject === `interest:${body.interest._id}`,
    );
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'interest_received',
        actorId: ctx.parentA.row.id,
        link: '/matrimonial?tab=mine&interests=received',
        params: { from: 'Asha Kamble', to: 'Vikas Pawar' },
      }),
    ]);
  });

  it('403 from a profile that is not the member’s own, or not approved', async () => {
    const to = await sonOf(ctx.parentB);
    const others = await daughterOf(ctx.stranger);
    const pending = await makeProfile(ctx.app, ctx.parentA.token, 'pending', { gender: 'female', fullName: 'Pending' });
    const rejected = await daughterOf(ctx.parentA);
    await ctx.app.db
      .updateTable('matrimonialProfiles')
      .set({ approvalStatus: 'rejected' })
      .where('id', '=', rejected)
      .execute();
    for (const [fromProfileId, message] of [
      [others, IM.notYours],
      ['no-such-profile', IM.notYours],
      [pending, IM.notApproved],
      [rejected, IM.notApproved],
    ] as const) {
      const res = await send(ctx.parentA.token, { fromProfileId, toProfileId: to });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(english(message));
    }
  });

  it('404 to a profile of the same gender, one’s own, a hidden, pending, rejected, moderated or blocked one', async () => {
    const from = await daughterOf(ctx.parentA);
    const targets: string[] = [await daughterOf(ctx.parentB), await sonOf(ctx.parentA), 'no-such-profile'];
    for (const patch of [
      { isVisible: 0 },
      { approvalStatus: 'pending' as const },
      { approvalStatus: 'rejected' as const },
      { moderationState: 1 as const },
      { moderationState: 2 as const },
    ]) {
      const id = await sonOf(ctx.parentB);
      await ctx.app.db.updateTable('matrimonialProfiles').set(patch).where('id', '=', id).execute();
      targets.push(id);
    }
    const blocker = await makeMember(ctx.app, 'free', SETTLED);
    const blockedSon = await sonOf(blocker);
    await ctx.app.db
      .insertInto('blocks')
      .values({ blockerId: blocker.row.id, blockedId: ctx.parentA.row.id, createdAt: new Date().toISOString() })
      .execute();
    targets.push(blockedSon);
    const before = (await notificationsOf(ctx.app, ctx.parentB.row.id)).length;
    for (const toProfileId of targets) {
      const res = await send(ctx.parentA.token, { fromProfileId: from, toProfileId });
      expect(res.statusCode, toProfileId).toBe(404);
      expect(res.json().message).toBe(english(IM.notFound));
    }
    expect(await notificationsOf(ctx.app, ctx.parentB.row.id)).toHaveLength(before);
    expect(await notificationsOf(ctx.app, blocker.row.id)).toHaveLength(0);
  });

  it('409 for a second pending or accepted interest between the same two profiles, either way; a new one after a decline', async () => {
    const daughter = await daughterOf(ctx.parentA);
    const son = await sonOf(ctx.parentB);
    const first = await sent(ctx.parentA, daughter, son);
    const again = await send(ctx.parentA.token, { fromProfileId: daughter, toProfileId: son });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already sent an interest to this profile.');
    expect((await send(ctx.parentB.token, { fromProfileId: son, toProfileId: daughter })).statusCode).toBe(409);
    expect((await answer(ctx.parentB.token, first._id, 'accept')).statusCode).toBe(200);
    expect((await send(ctx.parentA.token, { fromProfileId: daughter, toProfileId: son })).statusCode).toBe(409);
    expect((await send(ctx.parentB.token, { fromProfileId: son, toProfileId: daughter })).statusCode).toBe(409);

    const otherSon = await sonOf(ctx.parentB);
    const declined = await sent(ctx.parentA, daughter, otherSon);
    expect((await answer(ctx.parentB.token, declined._id, 'decline')).statusCode).toBe(200);
    await sent(ctx.parentA, daughter, otherSon);
  });

  it('two sends at once between the same two profiles (a double tap, or both families at once): one 201, one 409', async () => {
    const daughter = await daughterOf(ctx.parentA);
    const son = await sonOf(ctx.parentB);
    const replies = await Promise.all([
      send(ctx.parentA.token, { fromProfileId: daughter, toProfileId: son }),
      send(ctx.parentA.token, { fromProfileId: daughter, toProfileId: son }),
      send(ctx.parentB.token, { fromProfileId: son, toProfileId: daughter }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('400 for a message over 300 characters', async () => {
    const res = await send(ctx.parentA.token, {
      fromProfileId: await daughterOf(ctx.parentA),
      toProfileId: await sonOf(ctx.parentB),
      message: 'x'.repeat(INTEREST_LIMITS.messageMax + 1),
    });
    expect(res.statusCode).toBe(400);
  });

  it('429 after 20 interests in 24 hours from one member; older ones do not count', async () => {
    const member = await makeMember(ctx.app, 'free', SETTLED);
    const from = await daughterOf(member);
    const to = await sonOf(ctx.parentB);
    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
    const row = (createdAt: string) => ({
      id: newId(),
      fromProfileId: from,
      toProfileId: to,
      fromUserId: member.row.id,
      toUserId: ctx.parentB.row.id,
      status: 'declined' as const,
      createdAt,
      respondedAt: createdAt,
    });
    await ctx.app.db
      .insertInto('matrimonialInterests')
      .values([
        row(at(25 * 3_600_000)),
        ...Array.from({ length: INTEREST_LIMITS.perDay - 1 }, () => row(at(3_600_000))),
      ])
      .execute();
    expect((await send(member.token, { fromProfileId: from, toProfileId: await sonOf(ctx.parentB) })).statusCode).toBe(
      201,
    );
    const over = await send(member.token, { fromProfileId: from, toProfileId: await sonOf(ctx.parentB) });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(english(IM.tooMany));
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('PUT and DELETE /api/matrimonial/interests/:id', () => {
  it('only the receiving family answers (others 404), only while pending (409); the sender is notified', async () => {
    const daughter = await daughterOf(ctx.parentA);
    const son = await sonOf(ctx.parentB);
    const interest = await sent(ctx.parentA, daughter, son);
    const admin = await makeMember(ctx.app, 'admin');
    for (const token of [ctx.parentA.token, ctx.stranger.token, admin.token]) {
      expect((await answer(token, interest._id, 'accept')).statusCode).toBe(404);
    }
    expect((await answer(ctx.parentB.token, 'no-such-interest', 'accept')).statusCode).toBe(404);
    const res = await answer(ctx.parentB.token, interest._id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: english(IM.accepted),
      interest: { status: 'accepted', direction: 'received' },
    });
    expect((await answer(ctx.parentB.token, interest._id, 'decline')).statusCode).toBe(409);
    expect((await withdraw(ctx.parentA.token, interest._id)).statusCode).toBe(409);
    const told = (await notificationsOf(ctx.app, ctx.parentA.row.id)).filter(
      (n) => n.subject === `interest:${interest._id}`,
    );
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'interest_accepted',
        actorId: ctx.parentB.row.id,
        link: '/matrimonial?tab=mine&interests=sent',
        params: { from: 'Asha Kamble', to: 'Vikas Pawar' },
      }),
    ]);
  });

  it('a decline tells the sender so', async () => {
    const interest = await sent(ctx.parentA, await daughterOf(ctx.parentA), await sonOf(ctx.parentB));
    const res = await answer(ctx.parentB.token, interest._id, 'decline');
    expect(res.json()).toMatchObject({ message: english(IM.declined), interest: { status: 'declined' } });
    const kinds = (await notificationsOf(ctx.app, ctx.parentA.row.id))
      .filter((n) => n.subject === `interest:${interest._id}`)
      .map((n) => n.kind);
    expect(kinds).toEqual(['interest_declined']);
  });

  it('the sender withdraws a pending interest (others 404); the receiver’s notification of it goes', async () => {
    const interest = await sent(ctx.parentA, await daughterOf(ctx.parentA), await sonOf(ctx.parentB));
    const subject = `interest:${interest._id}`;
    expect((await notificationsOf(ctx.app, ctx.parentB.row.id)).some((n) => n.subject === subject)).toBe(true);
    for (const token of [ctx.parentB.token, ctx.stranger.token]) {
      expect((await withdraw(token, interest._id)).statusCode).toBe(404);
    }
    const res = await withdraw(ctx.parentA.token, interest._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: english(IM.withdrawn), interest: { status: 'withdrawn' } });
    expect((await notificationsOf(ctx.app, ctx.parentB.row.id)).some((n) => n.subject === subject)).toBe(false);
    expect((await withdraw(ctx.parentA.token, interest._id)).statusCode).toBe(409);
    expect((await answer(ctx.parentB.token, interest._id, 'accept')).statusCode).toBe(409);
  });
});

describe('GET /api/matrimonial/interests', () => {
  it('received and sent, newest first, filtered by status; each member sees only their own', async () => {
    const sender = await makeMember(ctx.app, 'free', SETTLED);
    const receiver = await makeMember(ctx.app, 'free', SETTLED);
    const daughter = await daughterOf(sender);
    const sons = [await sonOf(receiver), await sonOf(receiver), await sonOf(receiver)];
    const interests = [];
    for (const son of sons) interests.push(await sent(sender, daughter, son));
    await answer(receiver.token, interests[0]!._id, 'accept');

    const received = await list(receiver.token, 'direction=received');
    expect(received.interests.map((i) => i._id)).toEqual(interests.map((i) => i._id).reverse());
    expect(received.pagination.total).toBe(3);
    expect(received.interests.every((i) => i.direction === 'received' && i.fromProfile._id === daughter)).toBe(true);
    const pendingOnly = await list(receiver.token, 'direction=received&status=pending');
    expect(pendingOnly.interests.map((i) => i._id)).toEqual([interests[2]!._id, interests[1]!._id]);
    const acceptedSent = await list(sender.token, 'direction=sent&status=accepted');
    expect(acceptedSent.interests.map((i) => i._id)).toEqual([interests[0]!._id]);
    expect((await list(sender.token, 'direction=received')).interests).toEqual([]);
    expect(
      (await list(ctx.stranger.token, 'direction=sent')).interests.some((i) => i.fromProfile._id === daughter),
    ).toBe(false);

    const bad = await ctx.app.inject({
      url: '/api/matrimonial/interests?direction=sideways',
      headers: bearer(sender.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('interests with a member blocked either way, or a profile admins removed, are left out', async () => {
    const sender = await makeMember(ctx.app, 'free', SETTLED);
    const receiver = await makeMember(ctx.app, 'free', SETTLED);
    const daughter = await daughterOf(sender);
    const son = await sonOf(receiver);
    await sent(sender, daughter, son);
    expect((await list(receiver.token)).interests).toHaveLength(1);
    await ctx.app.db
      .insertInto('blocks')
      .values({ blockerId: sender.row.id, blockedId: receiver.row.id, createdAt: new Date().toISOString() })
      .execute();
    expect((await list(receiver.token)).interests).toHaveLength(0);
    expect((await list(sender.token, 'direction=sent')).interests).toHaveLength(0);
    await ctx.app.db.deleteFrom('blocks').where('blockerId', '=', sender.row.id).execute();
    await ctx.app.db
      .updateTable('matrimonialProfiles')
      .set({ moderationState: 2 })
      .where('id', '=', daughter)
      .execute();
    expect((await list(receiver.token)).interests).toHaveLength(0);
  });
});

describe('contacts of an accepted interest: the premium rule stands', () => {
  it.each([
    ['free', false],
    ['expired', false],
    ['premium', true],
    ['admin', true],
  ] as const)('a %s sender of an accepted interest: WhatsApp link %s', async (role, sees) => {
    const sender = await makeMember(ctx.app, role, SETTLED);
    const daughter = await daughterOf(sender);
    const son = await sonOf(ctx.parentB);
    const interest = await sent(sender, daughter, son);
    // Not while it waits.
    expect((await list(sender.token, 'direction=sent')).interests[0]!.whatsapp).toBeUndefined();
    await answer(ctx.parentB.token, interest._id, 'accept');
    const [view] = (await list(sender.token, 'direction=sent&status=accepted')).interests;
    if (sees) {
      expect(view!.whatsapp).toBe(`https://wa.me/91${B_PHONE}`);
      // The profile itself carries no contacts (issue 36): they come with "Show contact".
      expect(view!.toProfile.contactNumber).toBeUndefined();
    } else {
      expect(view!.whatsapp).toBeUndefined();
      expect(JSON.stringify(view)).not.toContain(B_PHONE);
    }
    // The free receiving family gets no link to the sender either.
    const received = (await list(ctx.parentB.token, 'direction=received&status=accepted')).interests.find(
      (i) => i._id === interest._id,
    );
    expect(received!.whatsapp).toBeUndefined();
  });
});

describe('photos kept to accepted families', () => {
  const withPhoto = async (member: Member, values: Record<string, string>) => {
    const res = await submitProfile(ctx.app, member.token, profileValues(values), [
      { name: 'profileImages', bytes: await jpegBytes(), filename: 'me.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { profile: { _id: string } }).profile._id;
    await ctx.app.db
      .updateTable('matrimonialProfiles')
      .set({ approvalStatus: 'approved', photoPrivacy: 'accepted' })
      .where('id', '=', id)
      .execute();
    return id;
  };

  it('each family sees the other’s photos in the interests once the interest is accepted, not before', async () => {
    const parentA = await makeMember(ctx.app, 'free', SETTLED);
    const parentB = await makeMember(ctx.app, 'free', SETTLED);
    const daughter = await withPhoto(parentA, { profileType: 'daughter', gender: 'female', fullName: 'Asha' });
    const son = await withPhoto(parentB, { profileType: 'son', gender: 'male', fullName: 'Vikas' });
    const interest = await sent(parentA, daughter, son);
    expect(interest.toProfile).toMatchObject({ profileImages: [], photosHidden: true });
    expect(interest.fromProfile.profileImages).toHaveLength(1);
    const [waiting] = (await list(parentB.token)).interests;
    expect(waiting!.fromProfile).toMatchObject({ profileImages: [], photosHidden: true });
    expect(JSON.stringify(waiting)).not.toContain(`/profiles/${daughter}/image`);

    await answer(parentB.token, interest._id, 'accept');
    const [received] = (await list(parentB.token)).interests;
    expect(received!.fromProfile.photosHidden).toBe(false);
    expect(received!.fromProfile.profileImages).toHaveLength(1);
    const [sentView] = (await list(parentA.token, 'direction=sent')).interests;
    expect(sentView!.toProfile.profileImages).toHaveLength(1);
    const photo = await ctx.app.inject({ url: sentView!.toProfile.profileImages[0]! });
    expect(photo.statusCode).toBe(200);
  });
});
