import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper.ts';

// A real server (bodies arrive over a socket, not through inject): four request slots, bodies timed in 300 ms
// windows. A test-only route reads a large raw body, as an upload does.
const WINDOW = 300;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let port = 0;
beforeAll(async () => {
  app = await buildTestApp(
    { maxInFlight: 4, bodyTimeoutMs: WINDOW },
    {
      extend: async (a) => {
        a.addContentTypeParser(
          'application/x-test-upload',
          { parseAs: 'buffer', bodyLimit: 1 << 20 },
          (_r, body, done) => done(null, body),
        );
        a.post('/api/test/upload', async (request) => ({ bytes: (request.body as Buffer).length }));
      },
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.dispose());

/** Sends the head of a request and `firstBytes` of its body; resolves with everything the server answers. */
function slowRequest(path: string, contentType: string, length: number, firstBytes: string) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => {});
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n${firstBytes}`,
  );
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  return { socket, closed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow request bodies (issue 29 item 1)', () => {
  it('300 connections that send one byte of a body hold no request slot, and are answered 408 and closed', async () => {
    const held: { socket: Socket; closed: Promise<string> }[] = [];
    for (let i = 0; i < 300; i++) held.push(slowRequest('/api/payments/webhook', 'application/json', 100, '{'));
    await sleep(50);
    // Everyone else is still served, and the health check says the process can serve.
    const news = await fetch(`http://127.0.0.1:${port}/api/news`);
    expect(news.status).toBe(200);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    const said = await health.text();
    expect(JSON.parse(said), `${health.status} ${said}`).toMatchObject({ requests: 'ok' });
    const answers = await Promise.all(held.map((h) => h.closed));
    expect(answers.every((a) => a.startsWith('HTTP/1.1 408'))).toBe(true);
    expect(answers[0]).toContain('"type":"REQUEST_TIMEOUT"');
  }, 20_000);

  it('an upload that keeps moving on slow data is never cut, however long it takes in all', async () => {
    const total = 64 * 1024;
    const { socket, closed } = slowRequest('/api/test/upload', 'application/x-test-upload', total, '');
    // 2 KB every 100 ms (about 20 KB/s, a weak 2G link): the whole takes 10 windows.
    for (let sent = 0; sent < total; sent += 2048) {
      socket.write(Buffer.alloc(2048, 1));
      await sleep(100);
    }
    const answer = await Promise.race([closed, sleep(1000).then(() => 'open')]);
    socket.destroy();
    expect(answer === 'open' || answer.startsWith('HTTP/1.1 200')).toBe(true);
  }, 20_000);

  it('an upload that stops sending is cut after a window with nothing arriving', async () => {
    const { socket, closed } = slowRequest(
      '/api/test/upload',
      'application/x-test-upload',
      64 * 1024,
      'x'.repeat(4096),
    );
    const answer = await closed;
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1.1 408/);
  }, 20_000);
});
