import type { Db } from '../../db/dialect.ts';
import { approvedCategories } from './listings.queries.ts';

const TTL_MS = 60_000;

/**
 * The category dropdown changes rarely but is asked for on every list request, so it is kept for a minute
 * and dropped on every listing write of this process (another app server's writes show within the minute).
 */
export class CategoriesCache {
  private value: Promise<string[]> | undefined;
  private expires = 0;

  constructor(private readonly db: Db) {}

  get(): Promise<string[]> {
    if (!this.value || Date.now() >= this.expires) {
      this.value = approvedCategories(this.db);
      this.expires = Date.now() + TTL_MS;
      this.value.catch(() => this.clear());
    }
    return this.value;
  }

  clear(): void {
    this.value = undefined;
  }
}
