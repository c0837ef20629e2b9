import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { makeMember } from '../../test/factories.ts';
import { Redis } from 'ioredis';
import { notify } from './notify.service.ts';
import { RedisBridge, unreadSignals } from './unread-signals.ts';
import { STREAMS_PER_MEMBER } from './notifications.stream.ts';

/** An open stream: the events read so far, and a way to wait for the next `unread`. */
async function openStream(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const counts: number[] = [];
  let text = '';
  let ended = false;
  const waiters: (() => void)[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body!) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        for (;;) {
          const end = text.indexOf('\n\n');
          if (end < 0) break;
          const event = text.slice(0, end);
          text = text.slice(end + 2);
          const data = /^event: unread\ndata: (.*)$/m.exec(event)?.[1];
          if (data) counts.push((JSON.parse(data) as { unread: number }).unread);
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted
    }
    ended = true;
    waiters.splice(0).forEach((wake) => wake());
  })();
  const until = async (check: () => boolean, ms = 5_000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out; counts so far ${JSON.stringify(counts)}`);
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, 50);
      });
    }
  };
  return { res, counts, until, ended: () => ended, close: () => controller.abort() };
}

describe('GET /api/notifications/stream', () => {
  let app: TestApp;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => app.dispose());

  it('sends the count at once and again when it changes, after the writer commits', async () => {
    const member = await makeMember(app, 'free');
    await notify(app.db, { userId: member.row.id, kind: 'premium_ended', link: '/membership' });
    const stream = await openStream(base, member.token);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.res.headers.get('cache-control')).toBe('no-store');
    await stream.until(() => stream.counts.length === 1);
    expect(stream.counts).toEqual([1]);

    await app.db.transaction().execute(async (trx) => {
      await notify(trx, { userId: member.row.id, kind: 'premium_ending', link: '/membership', params: { days: 7 } });
      // The writer is still busy when the signal goes out: the count comes once it commits.
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await stream.until(() => stream.counts.at(-1) === 2);

    // Another tab marks all read: this one hears it.
    await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { all: true },
    });
    await stream.until(() => stream.counts.at(-1) === 0);
    // Another member's notification is not this member's news.
    const other = await makeMember(app, 'free');
    await notify(app.db, { userId: other.row.id, kind: 'premium_ended', link: '/membership' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.counts).toEqual([1, 2, 0]);
    stream.close();
  });

  it('reads the count again after opening: a signal raised before the stream listened is not lost', async () => {
    const member = await makeMember(app, 'free');
    const stream = await openStream(base, member.token);
    await stream.until(() => stream.counts.length === 1);
    expect(stream.counts).toEqual([0]);
    // A writer signalled just before this stream listened, and commits after its first read: no signal comes now.
    const changed = unreadSignals.changed;
    unreadSignals.changed = () => {};
    try {
      await notify(app.db, { userId: member.row.id, kind: 'premium_ended', link: '/membership' });
    } finally {
      unreadSignals.changed = changed;
    }
    await stream.until(() => stream.counts.at(-1) === 1);
    stream.close();
  });

  it('refuses visitors and suspended members before opening', async () => {
    expect((await fetch(`${base}/api/notifications/stream`)).status).toBe(401);
    const suspended = await makeMember(app, 'suspended');
    const res = await fetch(`${base}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${suspended.token}` },
    });
    expect(res.status).toBe(403);
  });

  it(`keeps at most ${STREAMS_PER_MEMBER} streams of a member: the oldest ends`, async () => {
    const member = await makeMember(app, 'free');
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let i = 0; i <= STREAMS_PER_MEMBER; i++) {
      const stream = await openStream(base, member.token);
      await stream.until(() => stream.counts.length === 1);
      streams.push(stream);
    }
    await streams[0]!.until(() => streams[0]!.ended());
    expect(streams.slice(1).some((stream) => stream.ended())).toBe(false);
    for (const stream of streams) stream.close();
  });

  it('holds none of the in-flight slots of ordinary requests (MAX_IN_FLIGHT)', async () => {
    const narrow = await buildTestApp({ maxInFlight: 1 });
    try {
      await narrow.listen({ host: '127.0.0.1', port: 0 });
      const at = `http://127.0.0.1:${(narrow.server.address() as { port: number }).port}`;
      const member = await makeMember(narrow, 'free');
      const streams = [await openStream(at, member.token), await openStream(at, member.token)];
      for (const stream of streams) await stream.until(() => stream.counts.length === 1);
      const res = await fetch(`${at}/api/notifications/unread-count`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(res.status).toBe(200);
      for (const stream of streams) stream.close();
    } finally {
      await narrow.dispose();
    }
  });

  it('ends open streams when the server closes', async () => {
    const second = await buildTestApp();
    await second.listen({ host: '127.0.0.1', port: 0 });
    const member = await makeMember(second, 'free');
    const stream = await openStream(
      `http://127.0.0.1:${(second.server.address() as { port: number }).port}`,
      member.token,
    );
    await stream.until(() => stream.counts.length === 1);
    await second.dispose();
    await stream.until(() => stream.ended());
  });
});

// CI runs Redis at 127.0.0.1:6379; elsewhere TEST_REDIS_URL may point at another one.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('signals between servers through Redis', () => {
  it('a signal of one server reaches the streams of another, and comes back to no one twice', async () => {
    // Each run on a channel of its own, so other runs' signals are not heard.
    const channel = `sangam-test:${randomBytes(6).toString('hex')}`;
    const here = new RedisBridge(redisUrl, channel);
    const there = new Redis(redisUrl);
    const listening = new Redis(redisUrl);
    try {
      await here.start();
      const heard: string[] = [];
      const stop = unreadSignals.listen('member-1', () => heard.push('member-1'));
      // Another server publishes: this process's streams hear it.
      await there.publish(channel, 'other-server:member-1');
      await waitFor(() => heard.length === 1);
      // This server's signals are published for the others, tagged so that its own echo is ignored.
      const published: string[] = [];
      await listening.subscribe(channel);
      listening.on('message', (_channel: string, message: string) => published.push(message));
      unreadSignals.changed('member-1');
      await waitFor(() => published.length === 1);
      expect(published[0]).toMatch(/^[0-9a-f]{12}:member-1$/);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual(['member-1', 'member-1']);
      stop();
    } finally {
      await here.close();
      there.disconnect();
      listening.disconnect();
    }
  });

  it('an app with REDIS_URL starts and closes its bridge', async () => {
    const app = await buildTestApp({ redisUrl });
    await app.dispose();
  });
});

async function waitFor(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
