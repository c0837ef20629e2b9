import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../test/helper.ts';
import { makeMember, useTestApp } from '../../test/factories.ts';
import { forgetSubject, notify, type NotifyInput } from './notify.service.ts';
import { unreadSignals } from './unread-signals.ts';

/** Phone messages go only to a phone its owner proved. */
const VERIFIED = new Date().toISOString();
const ctx = useTestApp({ ravi: ['free', { name: 'Ravi Jadhav' }] });

const outboxOf = async (to: string[]) =>
  (await ctx.app.db.selectFrom('outbox').selectAll().orderBy('createdAt').execute()).filter((row) =>
    to.some((address) => (JSON.parse(row.recipients) as string[]).includes(address)),
  );

const setPhoneKinds = (kinds: string[]) =>
  ctx.app.db
    .insertInto('siteSettings')
    .values({
      id: 'default',
      communityName: 'Sangam Samaj',
      contactPhone: '',
      contactEmail: '',
      whatsappNumber: '',
      address: '',
      eventsUrl: '',
      socialLinks: '[]',
      leadership: '[]',
      phoneNotificationKinds: JSON.stringify(kinds),
      updatedAt: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('id').doUpdateSet({ phoneNotificationKinds: JSON.stringify(kinds) }))
    .execute();

const PAYMENT: Omit<NotifyInput, 'userId'> = {
  kind: 'payment_received',
  link: '/membership/receipts/p1',
  params: { amount: '₹499', receipt: 'SGM/2026-27/0007' },
};

describe('notify(): channels beyond the bell', () => {
  it('sends nothing by phone to a number its owner never proved, the e-mail still goes', async () => {
    const member = await makeMember(ctx.app, 'premium', { phoneNumber: '9812300001', email: 'unproven@example.org' });
    await ctx.app.db.transaction().execute((trx) => notify(trx, { userId: member.row.id, ...PAYMENT }));
    expect(await outboxOf(['+919812300001'])).toHaveLength(0);
    expect(await outboxOf(['unproven@example.org'])).toHaveLength(1);
  });

  it('queues WhatsApp and e-mail for a kind the member wants and admins allow, in their language', async () => {
    const member = await makeMember(ctx.app, 'premium', {
      phoneVerifiedAt: VERIFIED,
      phoneNumber: '9812345678',
      email: 'meera@example.org',
      language: 'hi',
    });
    await ctx.app.db.transaction().execute((trx) => notify(trx, { userId: member.row.id, ...PAYMENT }));
    const [phone, mail] = [await outboxOf(['+919812345678']), await outboxOf(['meera@example.org'])];
    expect(phone).toHaveLength(1);
    expect(phone[0]).toMatchObject({
      channel: 'whatsapp',
      subject: 'payment_received',
      body: 'हमें आपका ₹499 का भुगतान मिल गया है। रसीद SGM/2026-27/0007।',
      status: 'pending',
    });
    expect(phone[0]!.nextAttemptAt).toBe(phone[0]!.createdAt);
    expect(JSON.parse(phone[0]!.payload!)).toEqual({
      template: 'payment_received',
      language: 'hi',
      variables: ['₹499', 'SGM/2026-27/0007'],
    });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'email' });
    expect(mail[0]!.body).toContain('हमें आपका ₹499 का भुगतान मिल गया है');
    expect(mail[0]!.body).toContain('/membership/receipts/p1');
  });

  it('a kind not sent by phone by default goes by e-mail only; the member’s SMS choice is the channel', async () => {
    const member = await makeMember(ctx.app, 'free', { email: 'kiran@example.org', phoneVerifiedAt: VERIFIED });
    await notify(ctx.app.db, {
      userId: member.row.id,
      kind: 'question_answered',
      actorId: ctx.ravi.row.id,
      link: '/questions/q1',
      params: { title: 'Wells' },
    });
    expect(await outboxOf([`+91${member.phone}`])).toEqual([]);
    const [mail] = await outboxOf(['kiran@example.org']);
    expect(mail!.subject).toBe('Sangam: Ravi Jadhav answered your question “Wells”');

    await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { phoneChannel: 'sms', kinds: { premium_ended: { email: false } } },
    });
    await notify(ctx.app.db, { userId: member.row.id, kind: 'premium_ended', link: '/membership' });
    const phone = await outboxOf([`+91${member.phone}`]);
    expect(phone.map((row) => row.channel)).toEqual(['sms']);
    expect(phone[0]!.body).toBe('Your premium membership has ended. Renew to get its benefits back.');
    expect(await outboxOf(['kiran@example.org'])).toHaveLength(1);
  });

  it('nothing goes out by phone when the member turned it off, nor for a suspended member', async () => {
    const off = await makeMember(ctx.app, 'free', {
      phoneVerifiedAt: VERIFIED,
      notificationPreferences: '{"kinds":{"premium_ended":{"phone":false}}}',
    });
    const suspended = await makeMember(ctx.app, 'suspended', { email: 's@example.org', phoneVerifiedAt: VERIFIED });
    for (const member of [off, suspended]) {
      await notify(ctx.app.db, { userId: member.row.id, kind: 'premium_ended', link: '/membership' });
    }
    expect(await outboxOf([`+91${off.phone}`, `+91${suspended.phone}`, 's@example.org'])).toEqual([]);
    // The bell still has it.
    expect(await countRows(ctx.app.db, 'notifications')).toBeGreaterThanOrEqual(2);
  });

  it('nothing goes out by phone for a kind admins do not allow, whatever the member chose', async () => {
    await setPhoneKinds(['premium_ending']);
    try {
      const member = await makeMember(ctx.app, 'premium', { phoneVerifiedAt: VERIFIED });
      await notify(ctx.app.db, { userId: member.row.id, ...PAYMENT });
      expect(await outboxOf([`+91${member.phone}`])).toEqual([]);
      await notify(ctx.app.db, {
        userId: member.row.id,
        kind: 'premium_ending',
        link: '/membership',
        params: { days: 0 },
      });
      const [row] = await outboxOf([`+91${member.phone}`]);
      expect(row!.body).toBe('Your premium membership ends today. Renew to keep its benefits.');
      expect(JSON.parse(row!.payload!).variables).toEqual(['0']);
    } finally {
      await setPhoneKinds([
        'premium_ending',
        'premium_ended',
        'matrimonial_approved',
        'matrimonial_rejected',
        'payment_received',
      ]);
    }
  });

  it('a like goes out once per group, not at every further like while unread', async () => {
    const member = await makeMember(ctx.app, 'free', { email: 'likes@example.org' });
    const other = await makeMember(ctx.app, 'free');
    for (const actor of [ctx.ravi, other]) {
      await notify(ctx.app.db, {
        userId: member.row.id,
        kind: 'question_liked',
        actorId: actor.row.id,
        link: '/questions/q',
        params: { title: 'Wells' },
        group: 'question_liked:q',
      });
    }
    expect(await outboxOf(['likes@example.org'])).toHaveLength(1);
  });

  it('a failed channel never loses the in-app row, nor the rest of the writer’s transaction', async () => {
    const member = await makeMember(ctx.app, 'premium', {
      phoneVerifiedAt: VERIFIED,
      email: 'down@example.org',
    });
    const db = ctx.app.db;
    // The outbox refuses every message, as a full disk or a broken table would.
    if (ctx.app.dialect === 'postgres') {
      await sql`CREATE FUNCTION outbox_down() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'outbox down'; END $$ LANGUAGE plpgsql`.execute(
        db,
      );
      await sql`CREATE TRIGGER outbox_down BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION outbox_down()`.execute(
        db,
      );
    } else {
      await sql`CREATE TRIGGER outbox_down BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox down'); END`.execute(
        db,
      );
    }
    try {
      await db.transaction().execute(async (trx) => {
        await notify(trx, { userId: member.row.id, ...PAYMENT });
        await trx.updateTable('users').set({ bio: 'still written' }).where('id', '=', member.row.id).execute();
      });
      // Outside a transaction too.
      await notify(db, { userId: member.row.id, kind: 'premium_ended', link: '/membership' });
    } finally {
      await sql`DROP TRIGGER outbox_down${sql.raw(ctx.app.dialect === 'postgres' ? ' ON outbox' : '')}`.execute(db);
    }
    const rows = await db.selectFrom('notifications').select('kind').where('userId', '=', member.row.id).execute();
    expect(rows.map((row) => row.kind).sort()).toEqual(['payment_received', 'premium_ended']);
    const user = await db.selectFrom('users').select('bio').where('id', '=', member.row.id).executeTakeFirstOrThrow();
    expect(user.bio).toBe('still written');
    expect(await outboxOf([`+91${member.phone}`, 'down@example.org'])).toEqual([]);
  });

  it('two events of one group at once leave one row ("already there"), never an error', async () => {
    const member = await makeMember(ctx.app, 'free');
    const others = await Promise.all([makeMember(ctx.app, 'free'), makeMember(ctx.app, 'free')]);
    await Promise.all(
      others.map((actor) =>
        notify(ctx.app.db, {
          userId: member.row.id,
          kind: 'answer_liked',
          actorId: actor.row.id,
          link: '/questions/a',
          params: { title: 'Wells' },
          group: 'answer_liked:a',
        }),
      ),
    );
    const rows = await ctx.app.db.selectFrom('notifications').selectAll().where('userId', '=', member.row.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('forgetSubject takes a gone record’s notifications away and tells the bells', async () => {
    const [a, b] = await Promise.all([makeMember(ctx.app, 'free'), makeMember(ctx.app, 'free')]);
    for (const member of [a, b]) {
      await notify(ctx.app.db, {
        userId: member.row.id,
        kind: 'listing_approved',
        link: '/listings/gone',
        params: { title: 'Gone' },
        subject: 'listing:gone',
      });
    }
    await notify(ctx.app.db, { userId: a.row.id, kind: 'premium_ended', link: '/membership' });
    const told: string[] = [];
    const stops = [a, b].map((member) => unreadSignals.listen(member.row.id, () => told.push(member.row.id)));
    await forgetSubject(ctx.app.db, 'listing:gone');
    stops.forEach((stop) => stop());
    expect(told.sort()).toEqual([a.row.id, b.row.id].sort());
    const left = await ctx.app.db
      .selectFrom('notifications')
      .select('kind')
      .where('userId', 'in', [a.row.id, b.row.id])
      .execute();
    expect(left.map((row) => row.kind)).toEqual(['premium_ended']);
  });
});
