#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and API tests (SQLite, then PostgreSQL when TEST_DATABASE_URL is set),
// web component tests, build, the JavaScript loaded before the first paint (scripts/js-budget.mjs) and Playwright
// end-to-end tests. Every step runs even after a failure; the last line is `N passed, N failed[, N skipped]`
// and the exit code is 1 when anything failed.
// Flags: --no-e2e (skip build and e2e), --only=<lint|typecheck|test|build|e2e> (one group of steps).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const args = process.argv.slice(2);
const e2e = !args.includes('--no-e2e');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const tmp = mkdtempSync(join(tmpdir(), 'sangam-test-'));
const results = [];

/** Counts of a Vitest JSON report. */
const vitestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
});
/** Counts of a Playwright JSON report (a flaky test passed on its retry). */
const playwrightCounts = ({ stats: s }) => ({ passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped });

/**
 * Runs one step with inherited output. With `report`, the counts come from the JSON file the command
 * writes; otherwise (or when the file is missing) the step itself counts as 1 passed or 1 failed.
 * A non-zero exit always counts as at least one failure.
 */
function step(group, name, command, argv, { cwd = root, env = {}, report } = {}) {
  if (only && only !== group) return true;
  const jsonFile = join(tmp, `${results.length}.json`);
  argv = argv.map((a) => a.replace('{json}', jsonFile));
  console.log(`\n=== ${name}: ${[command.replace(root + '/', ''), ...argv].join(' ')}`);
  const started = Date.now();
  const { status, error } = spawnSync(command, argv, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...(report && { PW_JSON_OUTPUT_FILE: jsonFile }), ...env },
  });
  if (error) console.error(error.message);
  const ok = status === 0;
  let counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  if (report && existsSync(jsonFile)) {
    try {
      counts = report(JSON.parse(readFileSync(jsonFile, 'utf8')));
    } catch (e) {
      console.error(`could not read ${jsonFile}: ${e.message}`);
    }
  }
  if (!ok && counts.failed === 0) counts.failed = 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok, ...counts });
  console.log(
    `--- ${name}: ${ok ? 'ok' : 'FAILED'} (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped, ${seconds}s)`,
  );
  return ok;
}

function vitest(name, workspace, env) {
  const argv = ['run', '--reporter=default', '--reporter=json', '--outputFile.json={json}'];
  step('test', name, bin('vitest'), argv, { cwd: join(root, workspace), env, report: vitestCounts });
}

step('lint', 'lint', bin('eslint'), ['.']);
step('lint', 'feature cycles (test of the check)', process.execPath, ['--test', 'scripts/feature-cycles.test.mjs']);
step('lint', 'feature cycles', process.execPath, ['scripts/feature-cycles.mjs']);
step('lint', 'format', bin('prettier'), ['--check', '--log-level=warn', '.']);

for (const project of ['packages/shared', 'apps/server', 'apps/web', 'apps/web/e2e']) {
  step('typecheck', `typecheck ${project}`, bin('tsc'), ['-p', project]);
}

vitest('test packages/shared', 'packages/shared');
vitest('test apps/server (SQLite)', 'apps/server', { DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitest('test apps/server (PostgreSQL)', 'apps/server', { DATABASE_URL: process.env.TEST_DATABASE_URL });
} else if (!only || only === 'test') {
  console.log('\n=== test apps/server (PostgreSQL): skipped, TEST_DATABASE_URL is not set');
}
vitest('test apps/web', 'apps/web');

if (e2e) {
  if (step('build', 'build', 'npm', ['run', 'build'])) {
    step('build', 'JS before first paint', process.execPath, ['scripts/js-budget.mjs']);
    const config = 'apps/web/playwright.config.ts';
    step('e2e', 'e2e (Playwright, Chromium)', bin('playwright'), ['test', '-c', config], { report: playwrightCounts });
    if (process.env.TEST_DATABASE_URL) await e2eOnPostgres(config);
  } else {
    console.log('\n=== e2e: not run, the build failed');
  }
} else if (!only) {
  console.log('\n=== build and e2e: skipped (--no-e2e)');
}

/**
 * The phone-code and notification journeys again with the server on PostgreSQL, in a database made for the run
 * and dropped after it (the rest of the e2e suite runs on SQLite; the server tests cover both).
 */
async function e2eOnPostgres(config) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const name = `sangam_e2e_${process.pid}`;
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    step(
      'e2e',
      'e2e on PostgreSQL (codes, notifications)',
      bin('playwright'),
      ['test', '-c', config, 'otp-phone', 'notifications-phone'],
      { env: { E2E_DATABASE_URL: url.href, E2E_PORT: '3918' }, report: playwrightCounts },
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

rmSync(tmp, { recursive: true, force: true });
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
const [passed, failed, skipped] = [total('passed'), total('failed'), total('skipped')];
const failedSteps = results.filter((r) => !r.ok).map((r) => r.name);
console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join('; ')}` : 'All steps passed.'}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
