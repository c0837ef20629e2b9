import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';

// With WEB_CONCURRENCY above 1 the processes share one port, so a scrape reaches one of them. That one asks the
// primary, which gathers every worker's registry over the cluster's channel and answers with all of them: each
// scrape holds every worker's series, told apart by their `worker` label. The gathering is ours, not prom-client's
// clusterMetrics(), which keeps a gathering that timed out in memory for good and fails the whole scrape for one
// slow worker.

const ASK = 'sangam:metrics';
const ANSWER = 'sangam:metrics-answer';
const GATHER = 'sangam:metrics-gather';
const GATHERED = 'sangam:metrics-gathered';
/** How long the primary waits for the workers; a worker that has not answered by then is left out of the scrape. */
const GATHER_MS = 3_000;
/** How long a worker waits for the primary's answer before the scrape fails (503). */
const ANSWER_MS = GATHER_MS + 2_000;

type Metrics = MetricObjectWithValues<MetricValue<string>>[];
type Message =
  | { type: typeof ASK | typeof GATHER; id: number }
  | { type: typeof ANSWER; id: number; text: string }
  | { type: typeof GATHERED; id: number; metrics: Metrics };

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

/** Sends unless the worker has gone; one that goes meanwhile is no error of the primary's. */
const sendTo = (worker: Worker, message: Message) => {
  if (worker.isConnected()) worker.send(message, () => undefined);
};

/** In the primary, once: answers a worker's ask with every worker's metrics. */
export function answerWorkersMetrics(): void {
  let gatherings = 0;
  const pending = new Map<number, { waiting: Set<number>; parts: Metrics[]; finish: () => void }>();

  const gather = () =>
    new Promise<string>((resolve) => {
      const id = gatherings++;
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected()) as Worker[];
      const entry = { waiting: new Set(workers.map((worker) => worker.id)), parts: [] as Metrics[], finish };
      const timer = setTimeout(finish, GATHER_MS);
      function finish() {
        clearTimeout(timer);
        pending.delete(id);
        // Every series carries its worker's label, so no two workers' series meet: each is kept as it came
        // (prom-client's own rules would drop some, such as process_start_time_seconds).
        const registry = AggregatorRegistry.aggregate(
          entry.parts.map((metrics) => metrics.map((metric) => ({ ...metric, aggregator: 'sum' as const }))),
        );
        resolve(registry.metrics());
      }
      pending.set(id, entry);
      for (const worker of workers) sendTo(worker, { type: GATHER, id });
      if (!entry.waiting.size) finish();
    });

  const answered = (id: number, workerId: number) => {
    const entry = pending.get(id);
    if (entry?.waiting.delete(workerId) && !entry.waiting.size) entry.finish();
  };

  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === GATHERED) {
      pending.get(message.id)?.parts.push(message.metrics);
      answered(message.id, worker.id);
    } else if (message.type === ASK) {
      const { id } = message;
      void gather().then((text) => sendTo(worker, { type: ANSWER, id, text }));
    }
  });
  // A worker that ends while a gathering waits for it is waited for no longer.
  cluster.on('exit', (worker) => {
    for (const id of pending.keys()) answered(id, worker.id);
  });
}

let registryOfThisWorker: Registry | undefined;
let asked = 0;
const waiting = new Map<number, (text: string) => void>();

/**
 * In a worker: gives `registry` to the primary's gatherings, and answers every worker's metrics in Prometheus'
 * text format. Rejects when the primary does not answer in time.
 */
export function clusterMetricsOf(registry: Registry): () => Promise<string> {
  if (!registryOfThisWorker) {
    process.on('message', (message: unknown) => {
      if (!isMessage(message)) return;
      if (message.type === ANSWER) waiting.get(message.id)?.(message.text);
      if (message.type === GATHER && registryOfThisWorker) {
        const { id } = message;
        void registryOfThisWorker
          .getMetricsAsJSON()
          .then((metrics) => process.send?.({ type: GATHERED, id, metrics } satisfies Message, () => undefined))
          // Left out of this scrape: the primary stops waiting for it.
          .catch(() => undefined);
      }
    });
  }
  registryOfThisWorker = registry;
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = asked++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary process did not answer in time'));
      }, ANSWER_MS);
      waiting.set(id, (text) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(text);
      });
      process.send!({ type: ASK, id } satisfies Message, () => undefined);
    });
}
