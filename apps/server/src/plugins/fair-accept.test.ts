import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper.ts';

// A test-only route that keeps the event loop busy for 5 ms, as a list page with its queries does.
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      extend: async (a) => {
        a.get('/api/test/busy', async () => {
          const until = performance.now() + 5;
          while (performance.now() < until);
          return { ok: true };
        });
      },
    },
  );
});
afterAll(() => app.dispose());

describe('requests taken in turns', () => {
  it('a request arriving while 60 busy ones wait is started within a few turns, and every request is answered', async () => {
    const order: string[] = [];
    const busy = Array.from({ length: 60 }, (_, i) =>
      app.inject({ url: '/api/test/busy' }).then((r) => {
        order.push(`busy ${i}`);
        return r.statusCode;
      }),
    );
    const health = app.inject({ url: '/api/health' }).then((r) => {
      order.push('health');
      return r.statusCode;
    });
    expect(await Promise.all([...busy, health])).toEqual(Array(61).fill(200));
    // Without turns the health check would be answered after all 60 (300 ms of work) ahead of it.
    expect(order.indexOf('health')).toBeLessThan(20);
  });
});
