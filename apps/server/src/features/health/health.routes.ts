import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { LATEST_MIGRATION } from '../../db/migrate.ts';
import { latestAppliedMigration, pingDatabase } from './health.queries.ts';

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  /** 'busy': every MAX_IN_FLIGHT slot is taken, so this process is refusing requests right now. */
  requests: z.enum(['ok', 'busy']),
  uptime: z.number(),
});

const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'error']),
  /** 'behind': the database lacks migrations this code needs (`npx sangam migrate`); 'unknown': it did not answer. */
  migrations: z.enum(['current', 'behind', 'unknown']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Polled by every open page every 30-60 s and by balancers: one trivial query, no auth. It answers 503 when
  // this process cannot serve (database down, or refusing requests at capacity), so a balancer sends elsewhere.
  app.get('/health', {
    schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } },
    handler: async (_request, reply) => {
      const uptime = Math.round(process.uptime());
      const requests = app.atCapacity() ? ('busy' as const) : ('ok' as const);
      let database: 'ok' | 'error' = 'ok';
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        database = 'error';
      }
      const status = database === 'ok' && requests === 'ok' ? ('ok' as const) : ('error' as const);
      return reply.status(status === 'ok' ? 200 : 503).send({ status, database, requests, uptime });
    },
  });

  // For balancers and deploy scripts: 200 only when the database answers and has every migration this code needs
  // (a new version started against an old schema, or a replica not yet migrated, must get no traffic). The
  // database is asked on each call; the migrations only until they are found current, which they then stay.
  let migrationsCurrent = false;
  app.get('/ready', {
    schema: { tags: ['health'], response: { 200: ReadySchema, 503: ReadySchema } },
    handler: async (_request, reply) => {
      let database: 'ok' | 'error' = 'ok';
      let migrations: 'current' | 'behind' | 'unknown' = 'unknown';
      try {
        await pingDatabase(app.db);
      } catch {
        database = 'error';
      }
      if (database === 'ok') {
        // A database without the migrations' table has run none of them.
        const applied = await latestAppliedMigration(app.db).catch(() => null);
        // Names sort by their timestamps. A newer one than this code knows (a rolling upgrade's first server
        // migrated) leaves this server ready: it was ready a moment ago, and flipping would depend on when it asked.
        migrationsCurrent ||= applied !== null && applied >= LATEST_MIGRATION;
        migrations = migrationsCurrent ? 'current' : 'behind';
      }
      const ready = database === 'ok' && migrations === 'current';
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database, migrations });
    },
  });
};
