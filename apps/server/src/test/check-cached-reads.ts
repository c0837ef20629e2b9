import { afterEach } from 'vitest';
import { checkCachedReads } from '../lib/cache.ts';

// Every server test checks that each cached read declares the scope of every table it reads: a table left out
// would let the read be kept past that table's writes (lib/cache.ts).
const problems: string[] = [];
checkCachedReads((problem) => problems.push(problem));
/** The problems found so far, taken away (a test that makes one on purpose). */
export const takeCachedReadProblems = () => problems.splice(0);
afterEach(() => {
  const found = problems.splice(0);
  if (found.length) throw new Error(`Cached reads outside their scopes:\n${[...new Set(found)].join('\n')}`);
});
