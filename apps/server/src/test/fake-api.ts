import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

/**
 * A stand-in for a provider's HTTP API on 127.0.0.1: it records each request and answers with `reply` (JSON with
 * a status), or never answers when `reply` returns 'hang' (for timeouts). Close it after the test.
 */
export async function fakeApi(
  reply: (request: FakeRequest) => { status: number; json?: unknown; text?: string } | 'hang',
) {
  const requests: FakeRequest[] = [];
  const hung = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Recorded as text.
      }
      const request = { method: req.method!, path: req.url!, headers: req.headers, body };
      requests.push(request);
      const answer = reply(request);
      if (answer === 'hang') {
        hung.add(res);
        return;
      }
      res.writeHead(answer.status, {
        'content-type': answer.text === undefined ? 'application/json' : 'text/html',
      });
      res.end(answer.text ?? JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
