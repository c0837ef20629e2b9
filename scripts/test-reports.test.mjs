// The recap at the end of `npm test` names each failed test with its error (shapes as Vitest 4 and Playwright write).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playwrightReport, vitestReport } from './test-reports.mjs';

test('a Vitest report: counts, each failed test by file and full name with its first error line, a file that failed whole', () => {
  const report = {
    numPassedTests: 1,
    numFailedTests: 1,
    numPendingTests: 2,
    numTodoTests: 0,
    testResults: [
      {
        name: new URL('../packages/shared/src/a.test.ts', import.meta.url).pathname,
        assertionResults: [
          { fullName: 'box passes', status: 'passed', failureMessages: [] },
          {
            fullName: 'box fails',
            status: 'failed',
            failureMessages: ['\u001b[31mAssertionError\u001b[39m: 1 to be 2\n    at a.test.ts:3'],
          },
        ],
      },
      {
        name: new URL('../packages/shared/src/b.test.ts', import.meta.url).pathname,
        status: 'failed',
        message: "Cannot find module './gone.ts' imported from b.test.ts",
        assertionResults: [],
      },
    ],
  };
  assert.deepEqual(vitestReport.counts(report), { passed: 1, failed: 1, skipped: 2 });
  assert.deepEqual(vitestReport.failures(report), [
    'packages/shared/src/a.test.ts > box fails: AssertionError: 1 to be 2',
    "packages/shared/src/b.test.ts: Cannot find module './gone.ts' imported from b.test.ts",
  ]);
});

test('a Playwright report: a test failed on every try is named with its last error; a flaky one passed', () => {
  const spec = (title, status, message) => ({
    title,
    file: 'otp-phone.spec.ts',
    tests: [
      {
        status,
        results: [
          { status: 'failed', error: { message: 'first try' } },
          { status: 'failed', error: { message } },
        ],
      },
    ],
  });
  const report = {
    stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0 },
    suites: [
      {
        specs: [],
        suites: [{ specs: [spec('codes', 'unexpected', 'Error: no code\nmore'), spec('bell', 'flaky', 'x')] }],
      },
    ],
    errors: [{ message: 'Error: webServer exited early' }],
  };
  assert.deepEqual(playwrightReport.counts(report), { passed: 4, failed: 1, skipped: 0 });
  assert.deepEqual(playwrightReport.failures(report), [
    'otp-phone.spec.ts > codes: Error: no code',
    'Error: webServer exited early',
  ]);
});
