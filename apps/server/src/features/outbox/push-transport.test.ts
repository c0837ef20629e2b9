import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helper.ts';
import { pushTransport } from './push-transport.ts';

// A push service on this machine that answers 201 to anything: what matters is whether the transport reaches it.
let reached = 0;
const service = http.createServer((request, response) => {
  reached += 1;
  request.resume();
  response.writeHead(201).end();
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((listening) => service.listen(0, '127.0.0.1', listening));
  port = (service.address() as AddressInfo).port;
});
afterAll(() => new Promise((closed) => service.close(closed)));

const browser = () => {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return { p256dh: keys.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
};

describe('the push transport', () => {
  it('never reaches an address of this network by a name, whatever the name was when subscribed', async () => {
    const config = testConfig().push;
    const strict = pushTransport({ ...config, allowLocalTestService: false });
    await expect(strict({ endpoint: `http://localhost:${port}/push`, ...browser() }, '{}')).rejects.toThrow(
      /resolves to/,
    );
    expect(reached).toBe(0);
    // Tests and development may run a fake push service on the loopback.
    const local = pushTransport({ ...config, allowLocalTestService: true });
    expect(await local({ endpoint: `http://localhost:${port}/push`, ...browser() }, '{}')).toBe(201);
    expect(reached).toBe(1);
  });
});
