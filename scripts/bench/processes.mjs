// The bench's child processes (app servers, the raw baseline) and the waits around them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const children = new Set();
export function start(command, args, extraEnv, nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, command, ...args], {
    env: { ...process.env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve).kill('SIGTERM');
  });

export async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer in 30 s`);
}

/**
 * Waits until a server has worked off the requests a run left behind: a slow request (a common search at
 * 1,000,000 records takes seconds) is still being answered after its run ends, and would be counted against
 * the next run. Idle: a cheap request answered within 50 ms. At most two minutes.
 */
export async function drained(url) {
  for (const until = Date.now() + 120_000; Date.now() < until; await sleep(250)) {
    const t0 = performance.now();
    await fetch(url).catch(() => undefined);
    if (performance.now() - t0 < 50) return;
  }
}

/** Resident memory (MB) of the app's processes: the largest one. */
export function largestRssMb(pid) {
  const rss = (p) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))[1]) / 1024;
    } catch {
      return 0;
    }
  };
  let kids = [];
  try {
    kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    /* no children: one process */
  }
  return Math.round(Math.max(rss(pid), ...kids.map(rss)));
}
