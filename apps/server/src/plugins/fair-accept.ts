import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Requests one event-loop turn starts; the others wait for the next turn. */
const PER_TURN = 8;

/**
 * Takes requests in turns of PER_TURN. libuv accepts one new connection per event-loop turn, and a turn lasts as
 * long as the work of every request that arrived during it, so under load a new connection (a phone, a balancer's
 * health check) would wait behind all of them; short turns keep accepting quickly at the same throughput
 * (docs/PERFORMANCE.md). The health check never waits.
 */
export const fairAcceptPlugin = fp(async (app: FastifyInstance) => {
  let left = PER_TURN;
  let turnEnds = false;
  const waiting: (() => void)[] = [];

  const nextTurn = () => {
    turnEnds = false;
    left = PER_TURN;
    while (left > 0 && waiting.length) {
      left--;
      waiting.shift()!();
    }
    if (waiting.length) endTurnLater();
  };
  // setImmediate runs after this turn's polling: the next turn starts with the connections that arrived.
  const endTurnLater = () => {
    if (turnEnds) return;
    turnEnds = true;
    setImmediate(nextTurn);
  };

  app.addHook('onRequest', async (request) => {
    if (request.url === '/api/health') return;
    endTurnLater();
    if (left > 0) {
      left--;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  });
});
