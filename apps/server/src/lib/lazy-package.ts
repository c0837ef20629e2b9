import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded the first time it is used, not at start: each of the heavy ones (PostgreSQL's
 * driver on a SQLite install, Redis's client without REDIS_URL, the HTML sanitiser) holds 15-30 MB that a
 * server process without that need should not carry.
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
