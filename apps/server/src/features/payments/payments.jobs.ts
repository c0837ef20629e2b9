import type { Config } from '../../config.ts';
import type { Job } from '../../jobs/scheduler.ts';
import { nowIso } from '../../lib/time.ts';
import { paymentProvider } from './payment-provider.ts';
import { unsettledOrders } from './payments.queries.ts';
import { reconcileOrders } from './payment-webhook.service.ts';
import { endLapsedPremium, remindEndingPremium } from './premium-reminders.service.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Orders younger than this are left to the browser and the webhook. */
const SETTLE_AFTER_MS = 10 * MINUTE_MS;
/** Razorpay keeps an unpaid order payable for a few days; older ones are not asked about again. */
const LOOK_BACK_MS = 3 * DAY_MS;
const BATCH = 100;

/**
 * Once a day: ends lapsed premium (the effective plan already treats it as free the moment it lapses) and tells
 * members whose premium ends in a week or today, each once per expiry date however often it runs.
 */
export const premiumExpiryJob: Job = {
  name: 'premium-expiry',
  intervalMs: DAY_MS,
  run: async ({ db, log }) => {
    const ended = await endLapsedPremium(db, nowIso());
    if (ended) log.info({ ended }, 'lapsed premium ended');
    const looked = await remindEndingPremium(db);
    if (looked) log.info({ looked }, 'premium ending reminders checked');
  },
};

/** Settles orders the browser did not finish (closed tab, lost network) from the provider's own records. */
export const paymentReconciliationJob = (config: Config): Job => ({
  name: 'payment-reconciliation',
  intervalMs: 15 * MINUTE_MS,
  run: async ({ db, log }) => {
    const now = Date.now();
    const orders = await unsettledOrders(
      db,
      new Date(now - LOOK_BACK_MS).toISOString(),
      new Date(now - SETTLE_AFTER_MS).toISOString(),
      BATCH,
    );
    const settled = await reconcileOrders(db, paymentProvider(config.payments, db), orders);
    if (settled) log.info({ settled }, 'payments settled by reconciliation');
  },
});
