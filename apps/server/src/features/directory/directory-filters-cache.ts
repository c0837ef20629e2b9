import type { DirectoryFiltersReply } from '@sangam/shared/directory';
import type { Db } from '../../db/dialect.ts';
import { readConfig, topFilterValues } from './directory.queries.ts';

const TTL_MS = 60_000;

/**
 * The directory's filter choices group every listed member, so they are counted at most once a minute per
 * app server (and again after the admin changes the directory settings).
 */
export class DirectoryFiltersCache {
  private cached: { at: number; reply: Promise<DirectoryFiltersReply> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<DirectoryFiltersReply> {
    if (this.cached && this.now() - this.cached.at < TTL_MS) return this.cached.reply;
    const reply = this.load();
    this.cached = { at: this.now(), reply };
    reply.catch(() => this.clear());
    return reply;
  }

  clear() {
    this.cached = undefined;
  }

  private async load(): Promise<DirectoryFiltersReply> {
    const config = await readConfig(this.db);
    const [cities, occupations] = await Promise.all([
      topFilterValues(this.db, config, 'city'),
      topFilterValues(this.db, config, 'occupation'),
    ]);
    return { cities, occupations };
  }
}
