import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Requests one event-loop turn starts; the others wait for the next turn. */
const PER_TURN = 8;

/**
 * Takes requests in turns of PER_TURN. libuv accepts one new connection per event-loop turn, and a turn lasts as
 * long as the work of every request that arrived during it: with 100 busy connections that is 200 ms, so a
 * phone that opens a connection (or a balancer's health check) waited seconds behind a queue of others and
 * timed out. Short turns keep accepting new connections quickly at the same throughput (a plain node:http
 * server under 200 connections: a fresh request 4-8 s, with turns of 8 under 30 ms). The health check never waits.
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
