// How the measuring scripts start the built server: as `npm start` does, with the same Node flags and memory
// settings (measured with `npm run load`: the largest process 264 MB with neither, 204 MB with the malloc
// setting, 137 MB with both, at the same throughput).
// --max-semi-space-size=8: V8's young generation stays at 24 MB instead of growing to 48 MB under load. At 4 (12 MB)
// the replies in flight outlived two scavenges, were promoted, and the old generation was compacted every 300 ms
// under load: `npm run bench` answered the matrimonial first page 3,427 requests a second (p99 42 ms) at 4 and 6,258
// (p99 19 ms) at 8, and `npm run load` 913 (largest process 135 MB) and 1,418 (141 MB).
// --max-old-space-size=128: V8 collects its old generation before it grows past 128 MB; the live data of a busy
// process is about 40 MB, and exports are written a batch at a time, so nothing needs more.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=128'];
// glibc keeps the 12 MB a password hash (argon2id) borrows in each thread's arena after it is freed; past this
// size an allocation is mapped and unmapped instead, so the memory goes back to the system.
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
export const SERVER_MAIN = 'apps/server/dist/main.js';

/** Resolves once `base`/api/health answers, asking every 100 ms; fails if `child` ends first or after `seconds`. */
export async function waitForHealth(base, child, seconds) {
  for (let i = 0; i < seconds * 10; i++) {
    if (child.exitCode !== null) throw new Error('the server ended while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not start in ${seconds} s`);
}
