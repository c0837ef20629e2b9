import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db/dialect.ts';
import { countJobRun } from '../lib/metrics.ts';
import { acquireLease, ensureLease, releaseLease, renewLease } from './leases.queries.ts';

type Log = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type JobContext = { db: Db; log: Log };

/** A recurring job: runs about every `intervalMs`, on one app server at a time. */
export type Job = {
  /** Unique and stable: it names the job's lease row. */
  name: string;
  intervalMs: number;
  /** How long a run may take before another server may take over (default 10 minutes; renewed while running). */
  leaseMs?: number;
  run: (context: JobContext) => Promise<void>;
};

const DEFAULT_LEASE_MS = 10 * 60_000;
const DEFAULT_TICK_MS = 60_000;

/**
 * Runs each registered job when it is due, on exactly one app server at a time: a run starts only after taking
 * the job's lease row in the database, and a server that crashes mid-run loses the lease when it runs out, so
 * another takes over. A failing job is logged and counts as run (it is tried again one interval later); it never
 * stops the others. Clocks of the servers must agree to well within a lease.
 */
export class Scheduler {
  readonly holder: string;
  private readonly db: Db;
  private readonly jobs: readonly Job[];
  private readonly log: Log;
  private readonly now: () => number;
  private readonly tickMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(options: {
    db: Db;
    jobs: readonly Job[];
    log: Log;
    now?: () => number;
    tickMs?: number;
    holder?: string;
  }) {
    const names = new Set(options.jobs.map((job) => job.name));
    if (names.size !== options.jobs.length) throw new Error('Two jobs share a name');
    this.db = options.db;
    this.jobs = options.jobs;
    this.log = options.log;
    this.now = options.now ?? Date.now;
    this.tickMs = options.tickMs ?? DEFAULT_TICK_MS;
    this.holder = options.holder ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  /**
   * The lease that shows this machine's servers are up, held from start to stop and renewed every tick (a restore
   * refuses while any lease is held). One row per machine: its servers take it in turn, so rows do not pile up.
   */
  private readonly presence = `server ${os.hostname()}`;

  private async holdPresence(): Promise<void> {
    const iso = (ms: number) => new Date(ms).toISOString();
    const now = this.now();
    const until = iso(now + 2 * this.tickMs + 60_000);
    if (await renewLease(this.db, this.presence, this.holder, until)) return;
    await ensureLease(this.db, this.presence);
    await acquireLease(this.db, {
      name: this.presence,
      holder: this.holder,
      now: iso(now),
      leaseUntil: until,
      dueIfRunBefore: iso(now),
    });
  }

  /** Checks for due jobs now and then every tick (timers are unref'd: they never keep the process alive). */
  start(): void {
    this.stopped = false;
    const tick = () => {
      const failed = (error: unknown) => this.log.error({ err: error }, 'job scheduler failed');
      this.running = Promise.all([this.holdPresence().catch(failed), this.runDue().catch(failed)]);
      void this.running.then(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.tickMs).unref();
      });
    };
    tick();
  }

  /** Stops ticking, waits for a run in progress (which gives its lease back), and gives back the presence lease. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await releaseLease(this.db, this.presence, this.holder, new Date(this.now()).toISOString());
  }

  /** One pass over the jobs: runs those due whose lease this server gets. Answers the names it ran. */
  async runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs) {
      if (this.stopped) break;
      try {
        if (await this.runIfDue(job)) ran.push(job.name);
      } catch (error) {
        // The database itself failed (taking or giving back a lease): the next tick tries again.
        this.log.error({ err: error, job: job.name }, 'job lease failed');
      }
    }
    return ran;
  }

  private async runIfDue(job: Job): Promise<boolean> {
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const startedAt = this.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    await ensureLease(this.db, job.name);
    const acquired = await acquireLease(this.db, {
      name: job.name,
      holder: this.holder,
      now: iso(startedAt),
      leaseUntil: iso(startedAt + leaseMs),
      dueIfRunBefore: iso(startedAt - job.intervalMs),
    });
    if (!acquired) return false;

    const renew = setInterval(() => {
      renewLease(this.db, job.name, this.holder, iso(this.now() + leaseMs)).catch((error: unknown) =>
        this.log.error({ err: error, job: job.name }, 'job lease renewal failed'),
      );
    }, leaseMs / 3).unref();
    try {
      await job.run({ db: this.db, log: this.log });
      countJobRun(job.name, 'ok');
      this.log.info({ job: job.name, ms: this.now() - startedAt }, 'job ran');
    } catch (error) {
      countJobRun(job.name, 'failed');
      this.log.error({ err: error, job: job.name }, 'job failed');
    } finally {
      clearInterval(renew);
      await releaseLease(this.db, job.name, this.holder, iso(startedAt));
    }
    return true;
  }
}
