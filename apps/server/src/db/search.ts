import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { DialectName } from './dialect.ts';
import type { Database } from './types.ts';
import { tradeSynonyms } from '../lib/trade-synonyms.ts';

// Search boxes: the words of a search, the full-text and trigram indexes of each dialect, newest first.

/** Case-insensitive substring match, for search boxes. */
export function containsInsensitive(dialect: DialectName, column: string, needle: string): RawBuilder<boolean> {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return dialect === 'postgres'
    ? sql<boolean>`${sql.ref(column)} ILIKE ${pattern} ESCAPE '\\'`
    : sql<boolean>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;
}

/**
 * Words of a search box, lowercased; at most 8 so a pasted paragraph cannot build a huge query. Combining
 * marks belong to their word: Devanagari vowel signs ("राम" is र, ा, म) must not split it.
 */
export const searchWords = (search: string) =>
  (
    search
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? []
  ).slice(0, 8);

type SearchedTable = 'users' | 'listings' | 'news' | 'questions' | 'answers' | 'matrimonial_profiles';

/**
 * A search over a table's text: the rows whose text holds every word, newest first. On SQLite the matches are
 * read from the full-text index joined to the table, in the index's order (rowid: the order rows were added),
 * so a page of a common word stops after its rows instead of gathering and sorting every match
 * (docs/PERFORMANCE.md). PostgreSQL's planner makes that choice from its
 * statistics: the table's created_at index for a common word, the trigram index for a rare one.
 */
export type TextSearch = {
  /** Adds the search to a query over the table (and joins its index on SQLite). */
  apply: <QB extends SelectQueryBuilder<Database, never, object>>(query: QB) => QB;
  /** The index's order on SQLite (sort by it, newest = highest first); none on PostgreSQL. */
  indexOrder: RawBuilder<number> | undefined;
  /**
   * The search as a condition on each row, for a few rows found by another index (the listings of suspended
   * members): on SQLite each row is looked up in the search index by its rowid, instead of reading every match.
   */
  matches: RawBuilder<boolean>;
};

/** Members by name, occupation, profession, interests and city; a trade in Hindi or Marathi finds it in English. */
export const memberSearch = (dialect: DialectName, words: string[]) =>
  textSearch(dialect, 'users', words, tradeSynonyms);

/** Listings by title, description and category; trades in any of the community's languages. */
export const listingSearch = (dialect: DialectName, words: string[]) =>
  textSearch(dialect, 'listings', words, tradeSynonyms);

/** News by title, content, excerpt and tags (the `body_text` column). */
export const newsSearch = (dialect: DialectName, words: string[]) => textSearch(dialect, 'news', words);

/** Questions by title, content and tags. */
export const questionSearch = (dialect: DialectName, words: string[]) => textSearch(dialect, 'questions', words);

/** Answers by content (Q&A management). */
export const answerSearch = (dialect: DialectName, words: string[]) => textSearch(dialect, 'answers', words);

/** Matrimonial profiles by name, city, caste, education and occupation. */
export const matrimonialSearch = (dialect: DialectName, words: string[]) =>
  textSearch(dialect, 'matrimonial_profiles', words);

/**
 * Every searched word must occur: words of 3 or more characters anywhere ("umber" finds "Plumber"), through
 * a trigram index (SQLite FTS5 trigram, PostgreSQL pg_trgm); shorter ones at the start of a word, through
 * the full-text index (a trigram index cannot look up fewer than 3 characters). A long word may stand for
 * others (`synonyms`): any one of them occurring is enough.
 */
function textSearch(
  dialect: DialectName,
  table: SearchedTable,
  words: string[],
  synonyms: (word: string) => string[] = () => [],
): TextSearch {
  const isLong = (word: string) => [...word].length >= 3;
  const long = words.filter(isLong).map((word) => [word, ...synonyms(word).filter(isLong)]);
  const short = words.filter((word) => !isLong(word));
  if (dialect === 'postgres') {
    const parts = [
      ...(long.length ? [substringMatch(dialect, table, long)] : []),
      ...(short.length ? [wordStartMatch(dialect, table, short)] : []),
    ];
    return filterSearch(sql<boolean>`(${sql.join(parts, sql` AND `)})`);
  }
  // The index a page is read from: the trigram one when a word is long enough for it.
  if (!long.length)
    return indexedSearch(
      table,
      `${table}_fts`,
      short.map((w) => `"${w}"*`),
    );
  const rest = short.length ? wordStartMatch(dialect, table, short) : undefined;
  return indexedSearch(table, `${table}_trigram`, long.map(anyOf), rest);
}

/** An FTS5 query term for one searched word and its synonyms: `"a"`, or `("a" OR "b")`. */
const anyOf = (group: string[]) =>
  group.length === 1 ? `"${group[0]}"` : `(${group.map((word) => `"${word}"`).join(' OR ')})`;

const filterSearch = (match: RawBuilder<boolean>): TextSearch => ({
  apply: (query) => query.where(match) as typeof query,
  indexOrder: undefined,
  matches: match,
});

/** SQLite: the table joined with its FTS5 index, read in the index's order. */
function indexedSearch(table: string, index: string, phrases: string[], rest?: RawBuilder<boolean>): TextSearch {
  const match = sql<boolean>`${sql.raw(index)} MATCH ${phrases.join(' AND ')}`;
  const sameRow = sql.raw<boolean>(`${index}.rowid = ${table}.rowid`);
  const found = sql<boolean>`EXISTS (SELECT 1 FROM ${sql.raw(index)} WHERE ${match} AND ${sameRow})`;
  return {
    apply: (query) => {
      const joined = query.innerJoin(sql.raw(index).as(index), (join) => join.on(sameRow)).where(match);
      return (rest ? joined.where(rest) : joined) as unknown as typeof query;
    },
    indexOrder: sql.raw<number>(`${index}.rowid`),
    matches: rest ? sql<boolean>`(${found} AND ${rest})` : found,
  };
}

/** Newest first (oldest first when asked): in the search index's order while searching on SQLite. */
export function newestFirst<QB extends SelectQueryBuilder<Database, never, object>>(
  query: QB,
  table: SearchedTable | 'submissions',
  search?: TextSearch,
  direction: 'asc' | 'desc' = 'desc',
): QB {
  if (search?.indexOrder) return query.orderBy(search.indexOrder, direction) as QB;
  return query.orderBy(sql.raw(`${table}.created_at`), direction).orderBy(sql.raw(`${table}.id`), direction) as QB;
}

function substringMatch(dialect: DialectName, table: SearchedTable, groups: string[][]): RawBuilder<boolean> {
  if (dialect === 'postgres') {
    // search_text is lower(...) of the searched columns; words are lower case and hold letters, marks, digits.
    const like = (word: string) => sql`${sql.raw(`${table}.search_text`)} LIKE ${`%${word}%`}`;
    const each = groups.map((group) => sql`(${sql.join(group.map(like), sql` OR `)})`);
    return sql<boolean>`(${sql.join(each, sql` AND `)})`;
  }
  const fts = sql.raw(`${table}_trigram`);
  return sql<boolean>`${sql.raw(table)}.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${groups.map(anyOf).join(' AND ')})`;
}

function wordStartMatch(dialect: DialectName, table: SearchedTable, words: string[]): RawBuilder<boolean> {
  if (dialect === 'postgres') {
    return sql<boolean>`${sql.raw(table)}.search_vector @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
  }
  const fts = sql.raw(`${table}_fts`);
  return sql<boolean>`${sql.raw(table)}.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${words.map((w) => `"${w}"*`).join(' ')})`;
}

/**
 * A form's submissions whose search text holds every word: words of 3 or more characters through the trigram
 * index (SQLite FTS5 trigram, PostgreSQL pg_trgm); shorter ones by a plain match within the form's rows.
 */
export function submissionSearch(dialect: DialectName, words: string[]): TextSearch {
  const like = (some: string[]) =>
    sql<boolean>`(${sql.join(
      some.map((word) => sql`submissions.search_text LIKE ${`%${word}%`}`),
      sql` AND `,
    )})`;
  const long = words.filter((word) => [...word].length >= 3);
  const short = words.filter((word) => [...word].length < 3);
  if (dialect === 'postgres' || !long.length) return filterSearch(like(words));
  const phrases = long.map((w) => `"${w}"`);
  return indexedSearch('submissions', 'submissions_trigram', phrases, short.length ? like(short) : undefined);
}
