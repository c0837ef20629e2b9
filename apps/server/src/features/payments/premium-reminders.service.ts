import type { Db } from '../../db/dialect.ts';
import { notify } from '../notifications/notify.service.ts';
import { endPremiumOf, lapsedPremium, premiumEndingBetween } from './premium.queries.ts';

// What the daily premium job tells members: premium ending in 7 days, on its last day, and ended. Each is told once
// per expiry date: the group key names the date, and notify() leaves a row of the same group (and no actor) alone,
// so a second run, or a window that overlaps the last run's, writes nothing.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * How late a run may be and still find every expiry: each window reaches this far past a day, so consecutive
 * daily windows overlap instead of leaving a gap. The scheduler runs the job at its first tick past a day since
 * the last run (a minute or so late), or at start after a downtime; it is kept short because "ends today" should
 * be true.
 */
const SLACK_MS = HOUR_MS;
const BATCH = 500;

/** Where a member renews. */
export const PREMIUM_LINK = '/upgrade-membership';

const day = (iso: string) => iso.slice(0, 10);

/** The reminders and their windows of expiry, from a run at `now`. */
const REMINDERS = [
  { days: 7, from: 6 * DAY_MS - SLACK_MS, to: 7 * DAY_MS + SLACK_MS },
  { days: 0, from: 0, to: DAY_MS + SLACK_MS },
] as const;

/** Tells members whose premium ends in a week, and on its last day. Answers how many members it looked at. */
export async function remindEndingPremium(db: Db, now = Date.now()): Promise<number> {
  let seen = 0;
  for (const reminder of REMINDERS) {
    const from = new Date(now + reminder.from).toISOString();
    const to = new Date(now + reminder.to).toISOString();
    let after: { expiresAt: string; id: string } | null = null;
    for (;;) {
      const rows = await premiumEndingBetween(db, from, to, after, BATCH);
      if (!rows.length) break;
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          const expiresAt = row.premiumExpiresAt!;
          await notify(trx, {
            userId: row.id,
            kind: 'premium_ending',
            params: { days: reminder.days },
            link: PREMIUM_LINK,
            group: `premium_ending:${reminder.days}:${day(expiresAt)}`,
          });
        }
      });
      seen += rows.length;
      if (rows.length < BATCH) break;
      const last = rows[rows.length - 1]!;
      after = { expiresAt: last.premiumExpiresAt!, id: last.id };
    }
  }
  return seen;
}

/**
 * Ends lapsed premium, telling each active member in the same transaction (a suspended or deactivated one is
 * not sent a message about a site they cannot use). Answers how many plans ended.
 */
export async function endLapsedPremium(db: Db, now = new Date().toISOString()): Promise<number> {
  let ended = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const rows = await lapsedPremium(trx, now, BATCH);
      if (!rows.length) return 0;
      await endPremiumOf(
        trx,
        rows.map((row) => row.id),
        now,
      );
      for (const row of rows) {
        if (row.accountStatus !== 'active') continue;
        await notify(trx, {
          userId: row.id,
          kind: 'premium_ended',
          link: PREMIUM_LINK,
          group: `premium_ended:${day(row.premiumExpiresAt!)}`,
        });
      }
      return rows.length;
    });
    ended += count;
    if (count < BATCH) return ended;
  }
}
