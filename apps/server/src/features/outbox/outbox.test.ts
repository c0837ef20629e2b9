import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { deliverOutbox, queueMail } from './outbox.service.ts';
import { useTestApp } from '../../test/factories.ts';

const ctx = useTestApp();

const statusOf = async (subject: string) =>
  ctx.app.db
    .selectFrom('outbox')
    .select(['status', 'attempts'])
    .where('subject', '=', subject)
    .executeTakeFirstOrThrow();

describe('the outbox', () => {
  it('keeps a mail whose sending failed and tries again, giving up after 5 attempts', async () => {
    await queueMail(ctx.app.db, { to: ['a@example.com'], subject: 'Flaky', body: 'Hello' });
    const failing = async () => {
      throw new Error('connection refused');
    };
    await deliverOutbox(ctx.app.db, failing);
    expect(await statusOf('Flaky')).toEqual({ status: 'pending', attempts: 1 });
    for (let i = 0; i < 4; i++) await deliverOutbox(ctx.app.db, failing);
    expect(await statusOf('Flaky')).toEqual({ status: 'failed', attempts: 5 });
    const sent: string[] = [];
    await queueMail(ctx.app.db, { to: ['b@example.com'], subject: 'Fine', body: 'Hello' });
    await deliverOutbox(ctx.app.db, async (mail) => void sent.push(mail.subject));
    expect(sent).toEqual(['Fine']);
    expect((await statusOf('Fine')).status).toBe('sent');
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
