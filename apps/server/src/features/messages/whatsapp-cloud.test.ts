import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import type { PhoneMessage } from './message-provider.ts';
import { whatsappProvider } from './whatsapp-cloud.ts';

const code: PhoneMessage = {
  to: '+919812345678',
  channel: 'whatsapp',
  template: 'otp',
  language: 'hi',
  text: '123456 आपका Sangam कोड है।',
  variables: [],
  code: '123456',
};
const rejected: PhoneMessage = {
  to: '+919812345678',
  channel: 'whatsapp',
  template: 'matrimonial_rejected',
  language: 'en',
  text: 'Your matrimonial profile was sent back: Please add a photo.',
  variables: ['Ravi', 'Please add a photo.\nAnd   your\tcity.'],
};
const sent = {
  messaging_product: 'whatsapp',
  contacts: [{ input: '919812345678', wa_id: '919812345678' }],
  messages: [{ id: 'wamid.HBgM' }],
};

let fake: Awaited<ReturnType<typeof fakeApi>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const provider = (apiUrl: string, timeoutMs?: number) =>
  whatsappProvider(
    { token: 'EAAJB-whatsapp-token', phoneNumberId: '106540352242922', otpTemplate: 'sangam_otp', apiUrl },
    fetch,
    { timeoutMs },
  );

describe('WhatsApp Cloud API', () => {
  it('sends WhatsApp only', () => {
    expect(provider('http://127.0.0.1:9')).toMatchObject({ name: 'whatsapp', channels: ['whatsapp'] });
  });

  it("sends a code in the authentication template: the body's {{1}} and the copy-code button", async () => {
    fake = await fakeApi(() => ({ status: 200, json: sent }));
    await provider(`${fake.url}/v21.0`).send(code);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v21.0/106540352242922/messages' });
    expect(request!.headers).toMatchObject({
      authorization: 'Bearer EAAJB-whatsapp-token',
      'content-type': 'application/json',
    });
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919812345678',
      type: 'template',
      template: {
        name: 'sangam_otp',
        language: { code: 'hi' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '123456' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '123456' }] },
        ],
      },
    });
  });

  it("sends a notification in its kind's utility template, the variables as body parameters on one line", async () => {
    fake = await fakeApi(() => ({ status: 200, json: sent }));
    await provider(fake.url).send(rejected);
    expect(fake.requests[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919812345678',
      type: 'template',
      template: {
        name: 'sangam_matrimonial_rejected',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ravi' },
              { type: 'text', text: 'Please add a photo. And   your city.' },
            ],
          },
        ],
      },
    });
    await provider(fake.url).send({ ...rejected, template: 'premium_ended', variables: [] });
    expect(fake.requests[1]!.body).toMatchObject({
      template: { name: 'sangam_premium_ended', language: { code: 'en' } },
    });
    expect((fake.requests[1]!.body as { template: object }).template).not.toHaveProperty('components');
  });

  it('throws with the Graph API error', async () => {
    let answer: { status: number; json?: unknown; text?: string } = {
      status: 400,
      json: {
        error: {
          message: '(#132001) Template name does not exist in the translation',
          type: 'OAuthException',
          code: 132001,
          error_data: { messaging_product: 'whatsapp', details: 'template name (sangam_otp) does not exist in hi' },
          fbtrace_id: 'AbCdEf',
        },
      },
    };
    fake = await fakeApi(() => answer);
    const whatsapp = provider(fake.url);
    await expect(whatsapp.send(code)).rejects.toThrow(
      'WhatsApp: (#132001) Template name does not exist in the translation: template name (sangam_otp) does not exist in hi (code 132001)',
    );
    answer = {
      status: 401,
      json: { error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } },
    };
    await expect(whatsapp.send(code)).rejects.toThrow('WhatsApp: Error validating access token (code 190)');
    answer = { status: 503, text: 'Service Unavailable' };
    await expect(whatsapp.send(code)).rejects.toThrow('WhatsApp: Service Unavailable (HTTP 503)');
    await expect(whatsapp.send({ ...code, channel: 'sms' })).rejects.toThrow(/WhatsApp messages only/);
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up on an API that does not answer in time', async () => {
    fake = await fakeApi(() => 'hang');
    await expect(provider(fake.url, 200).send(rejected)).rejects.toThrow('WhatsApp: no reply within 0.2 s');
  });
});
