import type { Job } from '../../jobs/scheduler.ts';
import type { Outbox } from './outbox.service.ts';

/** Mail and phone messages go out within seconds of being due; failures wait longer each time (outbox.service.ts). */
export const outboxJob = (outbox: (log: Parameters<Job['run']>[0]['log']) => Outbox): Job => {
  let instance: Outbox | undefined;
  return {
    name: 'outbox-delivery',
    intervalMs: 15_000,
    run: async ({ log }) => {
      instance ??= outbox(log);
      await instance.deliverDue();
    },
  };
};
