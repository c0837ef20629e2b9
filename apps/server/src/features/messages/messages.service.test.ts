import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { fakeApi } from '../../test/fake-api.ts';
import type { PhoneMessage } from './message-provider.ts';
import { msg91Provider } from './msg91.ts';
import { composite, messageProvider } from './messages.service.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'sangam-messages-'));
const code: PhoneMessage = {
  to: '+919812345678',
  channel: 'whatsapp',
  template: 'otp',
  language: 'en',
  text: '123456 is your Sangam code. It expires in 10 minutes.',
  variables: [],
  code: '123456',
};
const paymentReceived: PhoneMessage = {
  to: '+447700900123',
  channel: 'sms',
  template: 'payment_received',
  language: 'en',
  text: 'We received your payment of ₹999. Receipt: https://sangam.example.org/r/1',
  variables: ['₹999', 'https://sangam.example.org/r/1'],
};
const msg91Env = {
  MSG91_AUTH_KEY: 'msg91-auth-key-1',
  MSG91_SENDER_ID: 'SANGAM',
  MSG91_OTP_TEMPLATE_ID: 'otp-template-1',
  MSG91_TEMPLATE_IDS: 'payment_received=payment-template-1, premium_ending = premium-template-1',
};
const whatsappEnv = { WHATSAPP_TOKEN: 'EAAJB-whatsapp-token', WHATSAPP_PHONE_NUMBER_ID: '106540352242922' };

let fake: Awaited<ReturnType<typeof fakeApi>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** One fake for both APIs: MSG91 under /msg91, the Graph API under /graph. */
const fakeProviders = () =>
  fakeApi(({ path }) =>
    path.startsWith('/msg91/')
      ? { status: 200, json: { type: 'success', message: '3763646c3058373530393938' } }
      : { status: 200, json: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.1' }] } },
  );
const urls = (url: string) => ({ MSG91_API_URL: `${url}/msg91/`, WHATSAPP_API_URL: `${url}/graph/v21.0` });

describe('messageProvider', () => {
  it('MESSAGE_PROVIDER unset: sends nothing, writes each message as a JSON line of DATA_DIR/messages.jsonl and logs it', async () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    const logged: object[] = [];
    const provider = messageProvider(config, (line) => logged.push(line));
    expect(provider).toMatchObject({ name: 'test', channels: ['whatsapp', 'sms'] });
    await provider.send(code);
    await provider.send(paymentReceived);
    const lines = readFileSync(path.join(config.dataDir, 'messages.jsonl'), 'utf8').split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    const [first, second] = lines.slice(0, 2).map((line) => JSON.parse(line) as Record<string, string>);
    expect(Object.keys(first!)).toEqual(['to', 'channel', 'template', 'text', 'code', 'at']);
    expect(first).toMatchObject({
      to: '+919812345678',
      channel: 'whatsapp',
      template: 'otp',
      text: code.text,
      code: '123456',
    });
    expect(Object.keys(second!)).toEqual(['to', 'channel', 'template', 'text', 'at']);
    expect(second).toMatchObject({ to: '+447700900123', channel: 'sms', template: 'payment_received' });
    expect(new Date(second!.at!).toISOString()).toBe(second!.at);
    expect(logged).toEqual([first, second]);
    // Codes are secrets: the file is the server user's alone, like the rest of DATA_DIR.
    expect(statSync(path.join(config.dataDir, 'messages.jsonl')).mode & 0o777).toBe(0o600);
  });

  it('MESSAGE_PROVIDER=msg91 or whatsapp: that adapter, configured from the environment', async () => {
    fake = await fakeProviders();
    const msg91 = messageProvider(
      loadConfig({ DATA_DIR: dataDir(), MESSAGE_PROVIDER: 'msg91', ...msg91Env, ...urls(fake.url) }),
    );
    expect(msg91).toMatchObject({ name: 'msg91', channels: ['sms'] });
    await msg91.send(paymentReceived);
    expect(fake.requests[0]).toMatchObject({
      path: '/msg91/api/v5/flow',
      body: { template_id: 'payment-template-1', recipients: [{ mobiles: '447700900123', var1: '₹999' }] },
    });

    const whatsapp = messageProvider(
      loadConfig({ DATA_DIR: dataDir(), MESSAGE_PROVIDER: 'whatsapp', ...whatsappEnv, ...urls(fake.url) }),
    );
    expect(whatsapp).toMatchObject({ name: 'whatsapp', channels: ['whatsapp'] });
    await whatsapp.send(code);
    expect(fake.requests[1]).toMatchObject({
      path: '/graph/v21.0/106540352242922/messages',
      body: { to: '919812345678', template: { name: 'sangam_otp' } },
    });
  });

  it('MESSAGE_PROVIDER=msg91,whatsapp: WhatsApp first, and each message goes by the adapter of its channel', async () => {
    fake = await fakeProviders();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      MESSAGE_PROVIDER: 'msg91,whatsapp',
      ...msg91Env,
      ...whatsappEnv,
      ...urls(fake.url),
    });
    const provider = messageProvider(config);
    expect(provider.channels).toEqual(['whatsapp', 'sms']);
    await provider.send(code);
    await provider.send({ ...code, channel: 'sms' });
    await provider.send(paymentReceived);
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/graph/v21.0/106540352242922/messages',
      '/msg91/api/v5/flow',
      '/msg91/api/v5/flow',
    ]);
    expect(fake.requests[1]!.body).toMatchObject({
      template_id: 'otp-template-1',
      recipients: [{ mobiles: '919812345678', OTP: '123456' }],
    });
  });

  it('a channel no adapter sends by is refused, not sent by another', async () => {
    fake = await fakeProviders();
    const smsOnly = composite([
      msg91Provider({ authKey: 'k', senderId: 'SANGAM', otpTemplateId: 'o', templateIds: {}, apiUrl: fake.url }),
    ]);
    await expect(smsOnly.send(code)).rejects.toThrow('No message provider sends by whatsapp');
    expect(fake.requests).toHaveLength(0);
  });
});
