import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import type { PhoneMessage } from './message-provider.ts';
import { msg91Provider } from './msg91.ts';

const code: PhoneMessage = {
  to: '+919812345678',
  channel: 'sms',
  template: 'otp',
  language: 'en',
  text: '123456 is your Sangam code. It expires in 10 minutes.',
  variables: [],
  code: '123456',
};
const premiumEnding: PhoneMessage = {
  to: '+919812345678',
  channel: 'sms',
  template: 'premium_ending',
  language: 'hi',
  text: 'रवि, आपकी प्रीमियम सदस्यता 7 दिसंबर 2026 को समाप्त होगी।',
  variables: ['रवि', '7 दिसंबर 2026'],
};

let fake: Awaited<ReturnType<typeof fakeApi>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const provider = (apiUrl: string, timeoutMs?: number) =>
  msg91Provider(
    {
      authKey: 'msg91-auth-key-1',
      senderId: 'SANGAM',
      otpTemplateId: 'otp-template-1',
      templateIds: { premium_ending: 'premium-ending-template-1' },
      apiUrl,
    },
    fetch,
    { timeoutMs },
  );

describe('MSG91 (Flow API)', () => {
  it('sends SMS only', () => {
    expect(provider('http://127.0.0.1:9')).toMatchObject({ name: 'msg91', channels: ['sms'] });
  });

  it('sends a code through the OTP template with the code as ##OTP##, the number without +', async () => {
    fake = await fakeApi(() => ({ status: 200, json: { type: 'success', message: '3763646c3058373530393938' } }));
    await provider(fake.url).send(code);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v5/flow' });
    expect(request!.headers).toMatchObject({ authkey: 'msg91-auth-key-1', 'content-type': 'application/json' });
    expect(request!.body).toEqual({
      template_id: 'otp-template-1',
      sender: 'SANGAM',
      short_url: '0',
      recipients: [{ mobiles: '919812345678', OTP: '123456' }],
    });
  });

  it("sends a notification through its kind's DLT template with the variables as var1..varN", async () => {
    fake = await fakeApi(() => ({ status: 200, json: { type: 'success', message: '5e1e93cad6fc054d8e759a5b' } }));
    await provider(fake.url).send(premiumEnding);
    expect(fake.requests[0]!.body).toEqual({
      template_id: 'premium-ending-template-1',
      sender: 'SANGAM',
      short_url: '0',
      recipients: [{ mobiles: '919812345678', var1: 'रवि', var2: '7 दिसंबर 2026' }],
    });
  });

  it('refuses a kind without a template id, naming it, and sends nothing', async () => {
    fake = await fakeApi(() => ({ status: 200, json: { type: 'success', message: 'x' } }));
    await expect(provider(fake.url).send({ ...premiumEnding, template: 'news_reply' })).rejects.toThrow(
      'MSG91: no template id for "news_reply": add news_reply=<id> to MSG91_TEMPLATE_IDS',
    );
    await expect(provider(fake.url).send({ ...code, channel: 'whatsapp' })).rejects.toThrow(/SMS only/);
    expect(fake.requests).toHaveLength(0);
  });

  it("throws with MSG91's message when it refuses", async () => {
    let answer: { status: number; json?: unknown; text?: string } = {
      status: 401,
      json: { type: 'error', message: 'Authentication failure', code: '401' },
    };
    fake = await fakeApi(() => answer);
    const msg91 = provider(fake.url);
    await expect(msg91.send(code)).rejects.toThrow('MSG91: Authentication failure (HTTP 401)');
    // MSG91 also reports some refusals with HTTP 200.
    answer = { status: 200, json: { type: 'error', message: 'Template ID Missing or Invalid Template' } };
    await expect(msg91.send(code)).rejects.toThrow('MSG91: Template ID Missing or Invalid Template (HTTP 200)');
    answer = { status: 502, text: '<html><body>Bad Gateway</body></html>' };
    await expect(msg91.send(code)).rejects.toThrow('MSG91: <html><body>Bad Gateway</body></html> (HTTP 502)');
  });

  it('gives up on a provider that does not answer in time', async () => {
    fake = await fakeApi(() => 'hang');
    const started = Date.now();
    await expect(provider(fake.url, 200).send(code)).rejects.toThrow('MSG91: no reply within 0.2 s');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('throws when MSG91 cannot be reached', async () => {
    fake = await fakeApi(() => ({ status: 200, json: {} }));
    const url = fake.url;
    await fake.close();
    fake = undefined;
    await expect(provider(url).send(code)).rejects.toThrow(/^MSG91: /);
  });
});
