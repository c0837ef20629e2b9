// What `npm test` reads from its runners' JSON reports: the counts, and the failed tests to name at the end of the log.
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Counts of a Vitest JSON report. */
const vitestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
});
/** Counts of a Playwright JSON report (a flaky test passed on its retry). */
const playwrightCounts = ({ stats: s }) => ({ passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped });

/** The first line of an error message, without colours, short enough for the recap. */
const firstLine = (message = '') => stripVTControlCharacters(message).trim().split('\n')[0].slice(0, 240);
/** Failed tests of a Vitest JSON report: file, title and the first line of the error; files that failed whole. */
const vitestFailures = (r) =>
  r.testResults.flatMap((file) => {
    const name = relative(root, file.name);
    const failed = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside its tests (an import, a hook) has no failed test to name: the file is named.
    return failed.length || file.status !== 'failed' ? failed : [`${name}: ${firstLine(file.message)}`];
  });
/** Failed tests of a Playwright JSON report (failed on every try), with the last try's error. */
function playwrightFailures(r) {
  const failed = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((t) => t.status === 'unexpected')) {
        const last = test.results.at(-1);
        failed.push(`${spec.file} > ${spec.title}: ${firstLine(last?.error?.message ?? last?.status)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of r.suites ?? []) walk(suite);
  for (const error of r.errors ?? []) failed.push(firstLine(error.message));
  return failed;
}
export const vitestReport = { counts: vitestCounts, failures: vitestFailures };
export const playwrightReport = { counts: playwrightCounts, failures: playwrightFailures };
