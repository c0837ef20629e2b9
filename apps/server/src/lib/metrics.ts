import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
import { cacheCounts, cacheStats } from './cache.ts';

/**
 * What this process counts whatever app it serves: Node's own figures (event-loop lag, heap, RSS, GC), the cache,
 * and events that happen outside a request (jobs, outbox deliveries) or deep inside services (logins, payments).
 * Made once per process and registered into every app's registry (features/metrics): prom-client's global registry
 * is never used, so the many apps a test process builds never clash. One process serves one app in production;
 * tests compare counts before and after.
 */
let shared: Metric[] | undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The `route` label of the route's requests in place of its pattern (features/metrics). */
    metricsRoute?: string;
  }
}

/** The one `route` label of everything the web app's plugin serves (plugins/static-web.ts). */
export const STATIC_ROUTE = 'static';

const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  new Counter<L>({ name, help, labelNames, registers: [] });

const logins = counter('sangam_logins_total', 'Sign-ins by outcome and page (member or admin)', ['outcome', 'page']);
const payments = counter('sangam_payments_total', 'Payments settled as captured, or recorded as failed', ['outcome']);
const jobRuns = counter('sangam_job_runs_total', 'Runs of recurring jobs on this process, by job and outcome', [
  'job',
  'outcome',
]);
const outboxDeliveries = counter(
  'sangam_outbox_deliveries_total',
  'Outbox delivery tries by channel and outcome (sent, retry: failed and tried again later, failed: given up)',
  ['channel', 'outcome'],
);

export const countLogin = (outcome: 'success' | 'failure', page: 'member' | 'admin') => logins.inc({ outcome, page });
export const countPayment = (outcome: 'captured' | 'failed') => payments.inc({ outcome });
export const countJobRun = (job: string, outcome: 'ok' | 'failed') => jobRuns.inc({ job, outcome });
export const countOutboxDelivery = (channel: string, outcome: 'sent' | 'retry' | 'failed') =>
  outboxDeliveries.inc({ channel, outcome });

/** The process-wide metrics, made with the first app (the command line, which builds none, starts no monitor). */
export function processMetrics(): Metric[] {
  if (shared) return shared;
  const defaults = new Registry();
  collectDefaultMetrics({ register: defaults });
  const cacheRequests = new Counter({
    name: 'sangam_cache_requests_total',
    help: 'Cached reads by kind: hit (kept or shared) or miss (read from the database)',
    labelNames: ['kind', 'result'],
    registers: [],
    // lib/cache.ts keeps the counts; a scrape copies them.
    collect() {
      this.reset();
      for (const [kind, { hits, misses }] of cacheCounts()) {
        this.inc({ kind, result: 'hit' }, hits);
        this.inc({ kind, result: 'miss' }, misses);
      }
    },
  });
  const cacheMemory = new Gauge({
    name: 'sangam_cache_bytes',
    help: 'Estimated bytes the cache holds (used) and may hold (budget)',
    labelNames: ['of'],
    registers: [],
    collect() {
      const { bytes, budget } = cacheStats();
      this.set({ of: 'used' }, bytes);
      this.set({ of: 'budget' }, budget);
    },
  });
  const cacheEntries = new Gauge({
    name: 'sangam_cache_entries',
    help: 'Entries the cache holds',
    registers: [],
    collect() {
      this.set(cacheStats().entries);
    },
  });
  shared = [
    ...defaults.getMetricsAsArray(),
    cacheRequests,
    cacheMemory,
    cacheEntries,
    logins,
    payments,
    jobRuns,
    outboxDeliveries,
  ] as Metric[];
  return shared;
}
