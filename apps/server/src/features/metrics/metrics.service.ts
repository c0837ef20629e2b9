import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { forbidden, unauthorized } from '../../lib/http-error.ts';
import { processMetrics } from '../../lib/metrics.ts';
import { isLoopback } from '../../lib/proxy-trust.ts';
import { outboxBacklog } from '../outbox/outbox.queries.ts';
import { clusterMetricsOf } from './cluster-metrics.ts';

/** Beyond this many due messages the backlog reads as "at least" this: the scrape never counts a huge table. */
const BACKLOG_CAP = 10_000;

/**
 * One app's metrics: its requests (by route pattern, so the labels stay bounded whatever URLs arrive), its database
 * (pool, outbox backlog) and the process-wide ones of lib/metrics.ts, in a registry of its own.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route'>;
  /** What a scrape answers: this registry, or every worker's when this process is one of a cluster's. */
  readonly scrape: () => Promise<string>;

  constructor(database: DatabaseHandle) {
    const registers = [this.registry];
    // A cluster's scrape holds every worker's series, each carrying its worker's number (cluster-metrics.ts).
    if (cluster.isWorker) this.registry.setDefaultLabels({ worker: String(cluster.worker?.id) });
    this.scrape = cluster.isWorker ? clusterMetricsOf(this.registry) : () => this.registry.metrics();
    for (const metric of processMetrics()) this.registry.registerMetric(metric);
    this.requests = new Counter({
      name: 'sangam_http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.durations = new Histogram({
      name: 'sangam_http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its reply, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    // The outbox's and the database's gauges come from one query round per scrape, which their collects share
    // (a registry collects its metrics all at once).
    let round: Promise<{ due: number; waited: number } | null> | undefined;
    const outbox = () =>
      (round ??= outboxBacklog(database.db, BACKLOG_CAP)
        .then(({ due, oldestDueAt }) => ({
          due,
          waited: oldestDueAt ? Math.max(0, (Date.now() - Date.parse(oldestDueAt)) / 1000) : 0,
        }))
        // The scrape still answers: Node's and the requests' figures matter most while the database is down.
        .catch(() => null)
        .finally(() => (round = undefined)));
    new Gauge({
      name: 'sangam_database_up',
      help: '1 when the scrape could read the database, 0 when it could not',
      registers,
      async collect() {
        this.set((await outbox()) ? 1 : 0);
      },
    });
    new Gauge({
      name: 'sangam_outbox_backlog',
      help: `Messages due and not yet sent (counted up to ${BACKLOG_CAP})`,
      registers,
      async collect() {
        const read = await outbox();
        if (read) this.set(read.due);
      },
    });
    new Gauge({
      name: 'sangam_outbox_oldest_due_seconds',
      help: 'How long the longest-waiting due message has waited (0: none waits)',
      registers,
      async collect() {
        const read = await outbox();
        if (read) this.set(read.waited);
      },
    });
    const { pool } = database;
    if (pool) {
      new Gauge({
        name: 'sangam_db_pool_connections',
        help: 'PostgreSQL pool: connections open (total), of them idle, and queries waiting for one (waiting)',
        labelNames: ['state'],
        registers,
        collect() {
          const { total, idle, waiting } = pool();
          this.set({ state: 'total' }, total);
          this.set({ state: 'idle' }, idle);
          this.set({ state: 'waiting' }, waiting);
        },
      });
    }
  }

  /** Counts an answered request under its route's label or pattern (unmatched URLs share one label). */
  observe(request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.config?.metricsRoute ?? request.routeOptions.url ?? 'unmatched';
    const { method } = request;
    this.requests.inc({ method, route, status: String(reply.statusCode) });
    this.durations.observe({ method, route }, reply.elapsedTime / 1000);
  }
}

/**
 * Who may read the metrics. With METRICS_TOKEN: whoever sends it as a bearer. Without: only a client on this
 * machine, judged by the socket's address (never X-Forwarded-For), and only when no proxy is trusted: a proxy on
 * this machine makes every visitor's request come from loopback, so behind one the token is required.
 */
export function checkMetricsAccess(config: Pick<Config, 'metricsToken' | 'trustProxy'>, request: FastifyRequest) {
  if (config.metricsToken) {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized('The metrics need METRICS_TOKEN as a bearer token');
    if (!sameSecret(header.slice(7).trim(), config.metricsToken)) throw unauthorized('Wrong metrics token');
    return;
  }
  if (config.trustProxy !== false) {
    throw forbidden('Behind a proxy the metrics need METRICS_TOKEN: set it and send it as a bearer token');
  }
  if (!isLoopback(request.socket.remoteAddress)) {
    throw forbidden('The metrics answer only on this machine unless METRICS_TOKEN is set');
  }
}

/** Compares in constant time; the digests make the lengths equal, so the length leaks nothing either. */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
