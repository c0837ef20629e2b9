import { sql } from 'kysely';
import type { Db } from './dialect.ts';
import { tradeSynonyms } from '../lib/trade-synonyms.ts';

// The members' change log: which member rows an edit touched, so a kept page that cannot have changed survives it.
// A profile edit moves the members' counter, and before this every kept directory page and search was read again
// after it, though an edit changes at most the pages that show that member or whose search matches their text.

/** The columns a member search reads (migration 2026112800_member_city_search, db/search.ts memberSearch). */
export const MEMBER_SEARCHED_COLUMNS = ['name', 'occupation', 'profession', 'interests', 'city'] as const;

/**
 * The columns that decide whether and where a member, or what they posted, is listed: the directory's rules
 * (directory.queries.ts listedMembers), its filters, the filter choices' labels (a city or an occupation as members
 * wrote it) and its order (newest first; SQLite's search pages by rowid, which an update keeps), and the owner's
 * account status that hides listings. A change to one of them may shift every page, so it keeps nothing.
 */
export const MEMBER_LISTING_COLUMNS = [
  'id',
  'directory_listed',
  'moderation_state',
  'account_status',
  'is_public',
  'city_key',
  'occupation_key',
  'city',
  'occupation',
  'created_at',
] as const;

/** What a kept read holds of the members' table: it stays through a change to another member's row. */
export type MemberRowsRead = {
  /** The members whose rows the result shows. */
  ids: readonly string[];
  /** A search's words: the result also changes when a member's searched text matched them before or after. */
  words?: readonly string[];
};

/** A log row; its texts folded (`folded`). */
type Change = {
  version: number;
  loggedMs: number;
  userId: string | null;
  listing: number;
  oldText: string | null;
  newText: string | null;
};

/** How many counter moves a kept read is checked across; past that it is read again. */
const MAX_SPAN = 256;
/** How many log rows each database handle keeps in memory, newest last, and how many bytes they may take. */
const KEPT_ROWS = 2_048;
const KEPT_BYTES = 1024 * 1024;
/** A row's size in memory: its strings as UTF-16 and about 80 bytes for the object. */
const rowBytes = (row: Change) =>
  80 + 2 * ((row.userId?.length ?? 0) + (row.oldText?.length ?? 0) + (row.newText?.length ?? 0));
/** How long a row (a member's texts) is kept, in the database and in memory. */
const KEPT_MS = 10 * 60_000;

/** The log as read, in memory: every row of the versions in (from, upTo], oldest first. */
type Log = { rows: Change[]; from: number; upTo: number; reading?: Promise<void> };
const logs = new WeakMap<Db, Log>();

/**
 * Whether a read kept at the members' counter `from` still holds at `to`: every move between is a member's row
 * updated that the read does not show, that moved no listing column and whose searched text matched the read's
 * words neither before nor after. A move the log does not account for (a sign-up, a block, a pruned row) keeps
 * nothing.
 */
export async function survivesMemberChanges(db: Db, read: MemberRowsRead, from: string, to: string): Promise<boolean> {
  const start = Number(from);
  const end = Number(to);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end <= start || end - start > MAX_SPAN) {
    return false;
  }
  const changes = await changesBetween(db, start, end);
  if (!changes) return false;
  const ids = new Set(read.ids);
  const words = read.words?.flatMap((word) => [word, ...tradeSynonyms(word)]).map(folded);
  const matches = (text: string | null) => text !== null && words!.some((word) => mayContain(text, word));
  return changes.every(
    (change) =>
      change.userId !== null &&
      change.listing === 0 &&
      !ids.has(change.userId) &&
      (!words?.length || (!matches(change.oldText) && !matches(change.newText))),
  );
}

/** Stands for any character but a plain ASCII one in a folded text. */
const ANY = 0;

/**
 * One character per code point but marks: ASCII in lower case, anything else ANY. The search indexes fold each
 * code point to one or, for a mark, to none (SQLite FTS5's case folding and diacritics removal, PostgreSQL's
 * lower()), so whatever they match, `mayContain` matches on these: it may say a text matches when it does not, never
 * the reverse ("søren" is found by "soren").
 */
const folded = (text: string) => {
  let out = '';
  // Marks first: the indexes drop some altogether ("Jose\u0301ph" is found by "seph"), and dropping every one
  // from text and word alike keeps every match.
  for (const char of text.replace(/\p{M}/gu, '')) {
    out += char.charCodeAt(0) < 128 ? char.toLowerCase() : String.fromCharCode(ANY);
  }
  return out;
};

/** Whether folded `word` occurs in folded `text`, ANY on either side matching any character. */
function mayContain(text: string, word: string): boolean {
  next: for (let at = 0; at + word.length <= text.length; at++) {
    for (let i = 0; i < word.length; i++) {
      const a = text.charCodeAt(at + i);
      const b = word.charCodeAt(i);
      if (a !== b && a !== ANY && b !== ANY) continue next;
    }
    return true;
  }
  return false;
}

/** The changes with versions in (start, end], or undefined when one of those versions has no row. */
async function changesBetween(db: Db, start: number, end: number): Promise<Change[] | undefined> {
  let log = logs.get(db);
  if (!log) logs.set(db, (log = { rows: [], from: 0, upTo: 0 }));
  forgetOlderThan(log, Date.now() - KEPT_MS);
  while (log.upTo < end) {
    const reading = (log.reading ??= readInto(db, log, Math.max(log.upTo, start), end));
    try {
      await reading;
    } finally {
      if (log.reading === reading) log.reading = undefined;
    }
  }
  if (start < log.from) return undefined;
  // The first row past `start`, by halving (the rows are in version order).
  let low = 0;
  for (let high = log.rows.length; low < high;) {
    const middle = (low + high) >>> 1;
    if (log.rows[middle]!.version <= start) low = middle + 1;
    else high = middle;
  }
  const rows: Change[] = [];
  let versions = 0;
  for (let i = low; i < log.rows.length && log.rows[i]!.version <= end; i++) {
    if (log.rows[i]!.version !== rows.at(-1)?.version) versions++;
    rows.push(log.rows[i]!);
  }
  return versions === end - start ? rows : undefined;
}

/** Reads the versions in (from, to] into the log: after what it holds, or in place of it past a gap. */
async function readInto(db: Db, log: Log, from: number, to: number) {
  const rows = await db
    .selectFrom('memberChanges')
    .select(['version', 'loggedMs', 'userId', 'listing', 'oldText', 'newText'])
    .where('version', '>', from)
    .where('version', '<=', to)
    .orderBy('version')
    .limit(KEPT_ROWS + 1)
    .execute();
  // More than it keeps (one PostgreSQL transaction may update thousands of members): read as a gap.
  if (rows.length > KEPT_ROWS) return void Object.assign(log, { rows: [], from: to, upTo: to });
  if (from > log.upTo) Object.assign(log, { rows: [], from });
  // Texts folded once here, not at every check.
  for (const row of rows) {
    log.rows.push({
      ...row,
      version: Number(row.version),
      loggedMs: Number(row.loggedMs),
      oldText: row.oldText && folded(row.oldText),
      newText: row.newText && folded(row.newText),
    });
  }
  log.upTo = to;
  // Past KEPT_ROWS or KEPT_BYTES, counted from the newest, the older versions go.
  let bytes = 0;
  for (let i = log.rows.length - 1; i >= 0; i--) {
    bytes += rowBytes(log.rows[i]!);
    if (bytes > KEPT_BYTES || log.rows.length - i > KEPT_ROWS) return forgetUpTo(log, log.rows[i]!.version);
  }
}

/**
 * Drops the versions up to `version` from memory, whole: a version with some of its rows left would pass for one
 * with only those.
 */
function forgetUpTo(log: Log, version: number) {
  log.rows = log.rows.filter((row) => row.version > version);
  log.from = Math.max(log.from, version);
}

/**
 * Drops the versions that have a row logged before `ms`: members' texts stay in memory about as long as in the
 * table. Scanned only once the oldest row is past it (rows are nearly in the order they were logged).
 */
function forgetOlderThan(log: Log, ms: number) {
  const oldest = log.rows[0];
  if (!oldest || oldest.loggedMs >= ms) return;
  let newest = 0;
  for (const row of log.rows) if (row.loggedMs < ms) newest = Math.max(newest, row.version);
  forgetUpTo(log, newest);
}

/**
 * The pruning job: versions older than the last MAX_SPAN counter moves are of no use to any read, and a member's
 * texts are kept KEPT_MS at most. Whole versions go, up to the newest with a row past either limit, so no version
 * is left with only some of its rows. A row with no version is one whose transaction moved no counter.
 */
export async function pruneMemberChanges(db: Db, now = Date.now()): Promise<void> {
  await sql`DELETE FROM member_changes WHERE version IS NULL
    OR version < (SELECT version FROM change_stamps WHERE scope = 'members') - ${MAX_SPAN}
    OR version <= (SELECT max(version) FROM member_changes WHERE logged_ms < ${now - KEPT_MS})`.execute(db);
}

/**
 * An erased or deleted member's texts leave the log (features/erasure, an admin's delete). Their rows stay, as
 * changes of no member, which keep nothing: deleting them would leave a version with only its other rows.
 */
export const forgetMemberChanges = (db: Db, userId: string) =>
  db
    .updateTable('memberChanges')
    .set({ userId: null, listing: 1, oldText: null, newText: null })
    .where('userId', '=', userId)
    .execute();

/** The searched text of a member row, `OLD` or `NEW`, in a trigger of either database. */
const searchedText = (row: 'OLD' | 'NEW') =>
  MEMBER_SEARCHED_COLUMNS.map((column) => `coalesce(${row}."${column}", '')`).join(` || ' ' || `);

/** The time in milliseconds since 1970, in SQL of each database. */
export const nowMs = (postgres: boolean) =>
  postgres
    ? `(extract(epoch from clock_timestamp()) * 1000)::bigint`
    : `CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`;

/**
 * The statement, ended by ";", that logs a member's row updated, in a trigger on users: on SQLite under the members'
 * counter its trigger just moved, on PostgreSQL under its transaction's id until the counter moves at commit.
 */
export function memberLogInsert(postgres: boolean, table: string): string {
  const distinct = postgres ? 'IS DISTINCT FROM' : 'IS NOT';
  const moved = MEMBER_LISTING_COLUMNS.map((column) => `OLD."${column}" ${distinct} NEW."${column}"`).join(' OR ');
  const changed = `(${searchedText('OLD')}) ${distinct} (${searchedText('NEW')})`;
  const version = postgres ? 'NULL' : `(SELECT version FROM change_stamps WHERE scope = 'members')`;
  return (
    `INSERT INTO ${table} (version, user_id, listing, old_text, new_text, txid, logged_ms) VALUES (${version}, ` +
    `NEW.id, CASE WHEN ${moved} THEN 1 ELSE 0 END, CASE WHEN ${changed} THEN ${searchedText('OLD')} END, ` +
    `CASE WHEN ${changed} THEN ${searchedText('NEW')} END, ${postgres ? 'txid_current()' : 'NULL'}, ${nowMs(postgres)}); `
  );
}
