import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Vitest's global setup: every temporary folder the tests make (test apps' data, backups, configs, built web apps)
 * goes under one folder for the run, removed when it ends. The test processes inherit TMPDIR, which os.tmpdir()
 * reads; left in /tmp, a run's thousand folders piled up run after run.
 */
export default function setup() {
  const root = mkdtempSync(path.join(tmpdir(), 'sangam-server-tests-'));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
