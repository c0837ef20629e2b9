import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { Outbox, queueMail, queuePhoneMessage, withTimeout, type OutboxTransports } from './outbox.service.ts';
import { useTestApp } from '../../test/factories.ts';
import { sentMessages, testTransports } from '../../test/messages.ts';
import { addMs, nowIso } from '../../lib/time.ts';
import type { MessageProvider } from '../messages/messages.service.ts';

const ctx = useTestApp();

const rowOf = async (subject: string) =>
  ctx.app.db
    .selectFrom('outbox')
    .select(['id', 'status', 'attempts', 'payload', 'body', 'nextAttemptAt'])
    .where('subject', '=', subject)
    .executeTakeFirstOrThrow();

/** Makes every message due now, as if the wait after a failure had passed. */
const timePasses = () =>
  ctx.app.db.updateTable('outbox').set({ nextAttemptAt: nowIso() }).where('status', '=', 'pending').execute();

const failing = async () => {
  throw new Error('connection refused');
};
const outboxWith = (over: Partial<OutboxTransports>) => new Outbox(ctx.app.db, { ...testTransports(ctx.app), ...over });

describe('the outbox', () => {
  it('keeps a mail whose sending failed and tries again after a growing wait, giving up after 5 attempts', async () => {
    await queueMail(ctx.app.db, { to: ['a@example.com'], subject: 'Flaky', body: 'Hello' });
    const outbox = outboxWith({ mail: failing });
    await outbox.deliverDue();
    const first = await rowOf('Flaky');
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.nextAttemptAt! > nowIso()).toBe(true);
    await outbox.deliverDue();
    expect((await rowOf('Flaky')).attempts).toBe(1);
    for (let i = 0; i < 4; i++) {
      await timePasses();
      await outbox.deliverDue();
    }
    expect(await rowOf('Flaky')).toMatchObject({ status: 'failed', attempts: 5 });
    const sent: string[] = [];
    await queueMail(ctx.app.db, { to: ['b@example.com'], subject: 'Fine', body: 'Hello' });
    await outboxWith({ mail: async (mail) => void sent.push(mail.subject) }).deliverDue();
    expect(sent).toEqual(['Fine']);
    expect((await rowOf('Fine')).status).toBe('sent');
  });

  it('keeps a one-time code sealed, sends it through the provider and wipes it once sent', async () => {
    const transports = testTransports(ctx.app);
    const id = await queuePhoneMessage(ctx.app.db, transports.sealer, {
      to: '+919812345678',
      channel: 'sms',
      template: 'otp',
      language: 'en',
      text: '482913 is your Sangam code.',
      variables: [],
      code: '482913',
      notAfter: addMs(nowIso(), 600_000),
    });
    const stored = await rowOf('otp');
    expect(JSON.stringify(stored)).not.toContain('482913');
    await outboxWith({}).sendNow(id);
    const lines = await sentMessages(ctx.app);
    expect(lines.at(-1)).toMatchObject({ to: '+919812345678', channel: 'sms', template: 'otp', code: '482913' });
    expect(await rowOf('otp')).toMatchObject({ status: 'sent', payload: null });
  });

  it('tries a code again while it is valid, and never after it expired', async () => {
    const transports = testTransports(ctx.app);
    let calls = 0;
    const down: MessageProvider = {
      name: 'down',
      channels: ['sms'],
      send: async () => {
        calls++;
        await failing();
      },
    };
    const id = await queuePhoneMessage(ctx.app.db, transports.sealer, {
      to: '+919800000001',
      channel: 'whatsapp',
      template: 'otp-expiring',
      language: 'hi',
      text: 'code',
      variables: [],
      code: '111111',
      notAfter: addMs(nowIso(), 45_000),
    });
    const outbox = outboxWith({ phone: down });
    await outbox.sendNow(id);
    // Tried again in 30 s, while the code is still valid.
    expect(await rowOf('otp-expiring')).toMatchObject({ status: 'pending', attempts: 1 });
    await ctx.app.db
      .updateTable('outbox')
      .set({ notAfter: addMs(nowIso(), -1) })
      .where('id', '=', id)
      .execute();
    await timePasses();
    await outbox.deliverDue();
    expect(await rowOf('otp-expiring')).toMatchObject({ status: 'failed', attempts: 1, payload: null });
    expect(calls).toBe(1);
  });

  it('never sends a code a newer one replaced, and sends codes before older mail', async () => {
    const transports = testTransports(ctx.app);
    await queueMail(ctx.app.db, { to: ['c@example.com'], subject: 'Older mail', body: 'Hello' });
    const code = (value: string, template: string) =>
      queuePhoneMessage(ctx.app.db, transports.sealer, {
        to: '+919800000003',
        channel: 'sms',
        template,
        language: 'en',
        text: value,
        variables: [],
        code: value,
        notAfter: addMs(nowIso(), 600_000),
      });
    await code('222222', 'otp');
    await code('333333', 'otp');
    const rows = await ctx.app.db
      .selectFrom('outbox')
      .select(['status', 'lastError'])
      .where('recipients', '=', JSON.stringify(['+919800000003']))
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'pending']);
    const order: string[] = [];
    const recording: MessageProvider = { name: 'rec', channels: ['sms'], send: async (m) => void order.push(m.code!) };
    await outboxWith({ phone: recording, mail: async (m) => void order.push(m.subject) }).deliverDue();
    expect(order.slice(0, 2)).toEqual(['333333', 'Older mail']);
  });

  it('sends a WhatsApp choice by SMS when the provider has only SMS', async () => {
    const transports = testTransports(ctx.app);
    const channels: string[] = [];
    const smsOnly: MessageProvider = {
      name: 'msg91',
      channels: ['sms'],
      send: async (m) => void channels.push(m.channel),
    };
    const id = await queuePhoneMessage(ctx.app.db, transports.sealer, {
      to: '+919800000002',
      channel: 'whatsapp',
      template: 'payment_received',
      language: 'en',
      text: 'Payment received',
      variables: ['₹499'],
    });
    await outboxWith({ phone: smsOnly }).sendNow(id);
    expect(channels).toEqual(['sms']);
  });

  it('gives up waiting on a mail server that never answers', async () => {
    const never = new Promise<void>(() => {});
    await expect(withTimeout(never, 20, 'no answer')).rejects.toThrow('no answer');
    await expect(withTimeout(Promise.resolve('sent'), 20, 'no answer')).resolves.toBe('sent');
  });

  it('sends through SMTP only when SMTP_URL is set, and says when it is malformed', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sangam-mail-'));
    expect(loadConfig({ DATA_DIR: dataDir }).smtp).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtps://u:p@smtp.example.org', PUBLIC_URL: 'https://sangam.example' })
        .smtp,
    ).toEqual({ url: 'smtps://u:p@smtp.example.org', from: 'Sangam <no-reply@sangam.example>' });
    expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'mail.example.org' })).toThrow(/SMTP_URL/);
  });
});
