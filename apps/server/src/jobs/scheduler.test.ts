import { describe, expect, it } from 'vitest';
import { acquireLease } from './leases.queries.ts';
import { Scheduler, type Job } from './scheduler.ts';
import { useTestApp } from '../test/factories.ts';

const ctx = useTestApp();

const HOUR = 3_600_000;
const quiet = { info: () => {}, error: () => {} };

/** Two app servers on one database, with a clock the test moves. */
function twoServers(jobs: Job[]) {
  const clock = { now: Date.parse('2026-11-23T10:00:00.000Z') };
  const make = (holder: string) => new Scheduler({ db: ctx.app.db, jobs, log: quiet, now: () => clock.now, holder });
  return { clock, a: make('server-a'), b: make('server-b') };
}

const counting = (name: string, extra: Partial<Job> = {}) => {
  const runs: number[] = [];
  const job: Job = { name, intervalMs: HOUR, run: async () => void runs.push(runs.length), ...extra };
  return { job, runs };
};

describe('the job scheduler', () => {
  it('runs a due job on exactly one of two servers, once per interval', async () => {
    const { job, runs } = counting('once-per-hour');
    const { clock, a, b } = twoServers([job]);

    const first = await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(runs).toHaveLength(1);
    expect(first.flat()).toEqual(['once-per-hour']);

    clock.now += HOUR / 2;
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toHaveLength(1);

    clock.now += HOUR / 2;
    await Promise.all([b.runDue(), a.runDue()]);
    expect(runs).toHaveLength(2);
  });

  it('lets another server take over once a crashed holder lease runs out', async () => {
    const { job, runs } = counting('crash-recovery', { leaseMs: 5 * 60_000 });
    const { clock, b } = twoServers([job]);
    await b.runDue();
    expect(runs).toHaveLength(1);

    // An hour later server A takes the lease and dies mid-run: its lease stays in the row.
    clock.now += HOUR;
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(
      await acquireLease(ctx.app.db, {
        name: job.name,
        holder: 'server-a',
        now: iso(clock.now),
        leaseUntil: iso(clock.now + 5 * 60_000),
        dueIfRunBefore: iso(clock.now - HOUR),
      }),
    ).toBe(true);

    clock.now += 60_000;
    expect(await b.runDue()).toEqual([]);
    clock.now += 5 * 60_000;
    expect(await b.runDue()).toEqual(['crash-recovery']);
    expect(runs).toHaveLength(2);
  });

  it('logs a failing job and runs the others; the failed one waits for its next interval', async () => {
    const errors: string[] = [];
    const failing: Job = {
      name: 'always-fails',
      intervalMs: HOUR,
      run: async () => {
        throw new Error('boom');
      },
    };
    const { job, runs } = counting('after-the-failing-one');
    const scheduler = new Scheduler({
      db: ctx.app.db,
      jobs: [failing, job],
      log: { info: () => {}, error: (_obj, msg) => void errors.push(msg) },
      now: () => Date.parse('2026-11-24T00:00:00.000Z'),
    });
    expect(await scheduler.runDue()).toEqual(['always-fails', 'after-the-failing-one']);
    expect(runs).toHaveLength(1);
    expect(errors).toEqual(['job failed']);
    expect(await scheduler.runDue()).toEqual([]);
  });

  it('start runs due jobs and stop waits for them; the test app itself runs none', async () => {
    expect(
      await ctx.app.db.selectFrom('jobLeases').select('name').where('name', '=', 'media-cleanup').execute(),
    ).toEqual([]);
    const { job, runs } = counting('started');
    const scheduler = new Scheduler({ db: ctx.app.db, jobs: [job], log: quiet, tickMs: 60_000 });
    scheduler.start();
    await scheduler.stop();
    expect(runs).toHaveLength(1);
  });

  it('refuses two jobs with one name', () => {
    const { job } = counting('twice');
    expect(() => new Scheduler({ db: ctx.app.db, jobs: [job, job], log: quiet })).toThrow('Two jobs share a name');
  });
});
