// English-only counts, for texts that stay English (admin screens, server logs). Words a member reads are ICU plural
// messages in the catalogues: "{count, plural, one {# member} other {# members}}" (issue 32), never this.
import { formatTotal } from './pagination-total.ts';

/**
 * English's cardinal rule for a whole count, as Intl.PluralRules('en-IN') decides it: "one" for 1, "other" for
 * everything else (0 included). Written out rather than asked of Intl: the first Intl call on a page loads ICU's
 * locale data, about 150 ms of a slowed phone's start-up (see indian-digits.ts); the test checks it against Intl.
 */
export const pluralCategory = (count: number): 'one' | 'other' => (count === 1 ? 'one' : 'other');

/** The noun alone for a count: "vote" for 1, "votes" otherwise. */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return pluralCategory(count) === 'one' ? one : many;
}

/** "1 member", "2 members", "0 services": the one way counts are worded on the site. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${pluralWord(count, one, many)}`;
}

/** A list's total with its noun: "1 profile", "1,234 profiles", "10,000+ profiles" (a capped total is many). */
export function pluralTotal(
  total: { total: number; capped?: boolean | undefined },
  one: string,
  many = `${one}s`,
): string {
  return `${formatTotal(total)} ${total.capped ? many : pluralWord(total.total, one, many)}`;
}
