#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), web
// component tests, build, the JavaScript loaded before the first paint (scripts/js-budget.mjs) and Playwright
// end-to-end tests. Every step runs even after a failure; the last line is `N passed, N failed[, N skipped]`
// and the exit code is 1 when anything failed.
// Steps run in three lanes at once (README "Test it"): the build, the journeys and the web component tests; lint,
// typecheck and the other Vitest suites; the PostgreSQL steps, which spend much of their time waiting on the
// database. Each step's output is held back until the steps started before it have been printed, so the log reads
// step after step.
// Flags: --no-e2e (skip build and e2e), --only=<lint|typecheck|test|build|e2e> (one group of steps).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightReport, vitestReport } from './test-reports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const args = process.argv.slice(2);
const e2e = !args.includes('--no-e2e');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const postgres = process.env.TEST_DATABASE_URL;
const tmp = mkdtempSync(join(tmpdir(), 'sangam-test-'));
const results = [];
const started = Date.now();

// The log in order: one section per step (or note), in the order they started. The first unfinished section is
// written as it comes; the ones after it are kept until it ends.
const sections = [];
let printed = 0;
function section() {
  const s = { chunks: [], live: false, done: false };
  sections.push(s);
  flush();
  return s;
}
function write(s, text) {
  if (s.live) process.stdout.write(text);
  else s.chunks.push(text);
}
function end(s) {
  s.done = true;
  flush();
}
function flush() {
  while (printed < sections.length) {
    const s = sections[printed];
    if (!s.live) {
      process.stdout.write(s.chunks.join(''));
      s.chunks = [];
      s.live = true;
    }
    if (!s.done) return;
    printed++;
  }
}
const note = (text) => end(Object.assign(section(), { chunks: [`\n${text}\n`] }));

/**
 * Runs one step, its output (stdout and stderr) in its section of the log. With `report`, the counts and the failed
 * tests' names come from the JSON file the command writes; otherwise (or when the file is missing) the step itself
 * counts as 1 passed or 1 failed. A non-zero exit always counts as at least one failure. Resolves to whether it
 * passed.
 */
async function step(group, name, command, argv, { cwd = root, env = {}, report } = {}) {
  if (only && only !== group) return true;
  const jsonFile = join(tmp, `${results.length}.json`);
  const result = { name };
  results.push(result);
  argv = argv.map((a) => a.replace('{json}', jsonFile));
  const out = section();
  write(out, `\n=== ${name}: ${[command.replace(root + '/', ''), ...argv].join(' ')}\n`);
  const begun = Date.now();
  const status = await new Promise((resolve) => {
    const child = spawn(command, argv, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(report && { PW_JSON_OUTPUT_FILE: jsonFile }), ...env },
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8'); // a character split between two chunks is kept whole
      stream.on('data', (data) => write(out, data));
    }
    child.on('error', (error) => write(out, `${error.message}\n`));
    child.on('close', (code) => resolve(code));
  });
  const ok = status === 0;
  let counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  let failures = [];
  if (report && existsSync(jsonFile)) {
    try {
      const json = JSON.parse(readFileSync(jsonFile, 'utf8'));
      counts = report.counts(json);
      failures = report.failures(json);
    } catch (e) {
      write(out, `could not read ${jsonFile}: ${e.message}\n`);
    }
  }
  if (!ok && counts.failed === 0) counts.failed = 1;
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  Object.assign(result, { ok, ...counts, failures });
  write(
    out,
    `--- ${name}: ${ok ? 'ok' : 'FAILED'} (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped, ${seconds}s)\n`,
  );
  end(out);
  return ok;
}

/** A Vitest suite; `workers` is its number of test processes (the configs read TEST_WORKERS). */
function vitest(name, workspace, { env = {}, workers } = {}) {
  const argv = ['run', '--reporter=default', '--reporter=json', '--outputFile.json={json}'];
  const workerEnv = workers ? { TEST_WORKERS: String(workers) } : {};
  return step('test', name, bin('vitest'), argv, {
    cwd: join(root, workspace),
    env: { ...workerEnv, ...env },
    report: vitestReport,
  });
}

const config = 'apps/web/playwright.config.ts';

// Whether the build passed, once it ran (the PostgreSQL lane waits for it before its end-to-end step).
let buildDone;
const built = new Promise((resolve) => (buildDone = resolve));

/**
 * The build, then the journeys on SQLite: started first, since they take longest and leave much of the machine idle
 * (the browsers wait on the server and on each other); then the web component tests.
 */
async function browserLane() {
  if (e2e) await buildAndJourneys();
  else buildDone(false);
  await vitest('test apps/web', 'apps/web');
}

async function buildAndJourneys() {
  const ok = await step('build', 'build', 'npm', ['run', 'build']);
  buildDone(ok);
  if (!ok) return note('=== e2e: not run, the build failed');
  await step('build', 'JS before first paint', process.execPath, ['scripts/js-budget.mjs']);
  await step('e2e', 'e2e (Playwright, Chromium)', bin('playwright'), ['test', '-c', config], {
    report: playwrightReport,
  });
}

/** Lint, typecheck and the other Vitest suites but PostgreSQL's, one step after another, beside the journeys. */
async function checksLane() {
  await step('lint', 'lint', bin('eslint'), ['.']);
  await step('lint', 'feature cycles and test reports (tests of the scripts)', process.execPath, [
    '--test',
    'scripts/feature-cycles.test.mjs',
    'scripts/test-reports.test.mjs',
  ]);
  await step('lint', 'feature cycles', process.execPath, ['scripts/feature-cycles.mjs']);
  await step('lint', 'format', bin('prettier'), ['--check', '--log-level=warn', '.']);
  for (const project of ['packages/shared', 'apps/server', 'apps/web', 'apps/web/e2e']) {
    await step('typecheck', `typecheck ${project}`, bin('tsc'), ['-p', project]);
  }
  await vitest('test packages/shared', 'packages/shared');
  await vitest('test apps/server (SQLite)', 'apps/server', { env: { DATABASE_URL: '' } });
}

/**
 * The server tests on PostgreSQL (three processes: much of their time is spent waiting for the database), then the
 * journeys on PostgreSQL once the build is there, beside the ones on SQLite.
 */
async function postgresLane() {
  if (!postgres) {
    if (!only || only === 'test') note('=== test apps/server (PostgreSQL): skipped, TEST_DATABASE_URL is not set');
    return;
  }
  await vitest('test apps/server (PostgreSQL)', 'apps/server', { env: { DATABASE_URL: postgres }, workers: 3 });
  if (e2e && (await built)) await e2eOnPostgres();
}

await Promise.all([browserLane(), checksLane(), postgresLane()]);
if (!e2e && !only) note('=== build and e2e: skipped (--no-e2e)');

/**
 * The phone-code and notification journeys again with the server on PostgreSQL, in a database made for the run
 * and dropped after it (the rest of the e2e suite runs on SQLite; the server tests cover both).
 */
async function e2eOnPostgres() {
  if (only && only !== 'e2e') return;
  const title = 'e2e on PostgreSQL (codes, notifications)';
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: postgres });
  const name = `sangam_e2e_${process.pid}`;
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgres);
    url.pathname = `/${name}`;
    await step('e2e', title, bin('playwright'), ['test', '-c', config, 'otp-phone', 'notifications-phone'], {
      env: { E2E_DATABASE_URL: url.href, E2E_PORT: '3918' },
      report: playwrightReport,
    });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } catch (error) {
    // A database that cannot be made or dropped fails this step; the other lane and the summary carry on.
    results.push({ name: title, ok: false, passed: 0, failed: 1, skipped: 0 });
    note(`=== ${title}: FAILED (${error.message})`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

rmSync(tmp, { recursive: true, force: true });
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
const [passed, failed, skipped] = [total('passed'), total('failed'), total('skipped')];
const failedSteps = results.filter((r) => !r.ok).map((r) => r.name);
console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join('; ')}` : 'All steps passed.'}`);
// The failed tests again, by step, near the end of the log, where a reader of its last lines finds them.
for (const r of results.filter((r) => r.failures?.length)) {
  console.log(`Failed in ${r.name}:`);
  for (const failure of r.failures.slice(0, 20)) console.log(`  ${failure}`);
}
console.log(`(${((Date.now() - started) / 1000).toFixed(0)}s in all)`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
