import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

// With WEB_CONCURRENCY above 1 the processes share one port, so a scrape reaches one of them. That one asks the
// primary, which gathers every worker's registry (prom-client's cluster aggregation, over the cluster's IPC) and
// answers with all of them: every scrape holds each worker's series, told apart by their `worker` label.

const ASK = 'sangam:metrics';
const ANSWER = 'sangam:metrics-answer';
/** Longer than prom-client's own 5 s wait for the workers, so its error, not ours, says which part was slow. */
const WAIT_MS = 6_000;

type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };

/** In the primary, once: answers a worker's ask with every worker's metrics. */
export function answerWorkersMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: Partial<Ask>) => {
    if (message?.type !== ASK || typeof message.id !== 'number') return;
    const { id } = message;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (error: Error) => worker.send({ type: ANSWER, id, error: error.message } satisfies Answer),
    );
  });
}

let asked = 0;
let listening = false;
const waiting = new Map<number, (answer: Answer) => void>();

/**
 * In a worker: hands `registry` to the primary's gathering and answers every worker's metrics in Prometheus' text
 * format. Rejects when the primary does not answer in time.
 */
export function clusterMetricsOf(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Made for its side effect: in a worker, prom-client's constructor starts answering the primary's gathering.
  new AggregatorRegistry();
  if (!listening) {
    listening = true;
    process.on('message', (message: Partial<Answer>) => {
      if (message?.type === ANSWER && typeof message.id === 'number') waiting.get(message.id)?.(message as Answer);
    });
  }
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = asked++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary process did not gather the metrics in time'));
      }, WAIT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.error !== undefined) reject(new Error(answer.error));
        else resolve(answer.text ?? '');
      });
      process.send!({ type: ASK, id } satisfies Ask);
    });
}
