import { LRUCache } from 'lru-cache';

/** Rough V8 costs: an object's header and hidden-class pointer, one property or element slot, a number. */
const OBJECT_BYTES = 32;
const SLOT_BYTES = 8;
const STRING_BYTES = 16;

/**
 * A cheap estimate of the memory a read's value holds: strings at two bytes a character, numbers and slots at
 * eight, each object its header, buffers their bytes. An object met twice counts once. The walk stops as soon as
 * the estimate passes `limit` and answers Infinity: a value that large is not kept, so its exact size is moot.
 */
export function byteSize(value: unknown, limit = Number.POSITIVE_INFINITY): number {
  let bytes = 0;
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length) {
    if (bytes > limit) return Number.POSITIVE_INFINITY;
    const item = stack.pop();
    if (typeof item === 'string') bytes += STRING_BYTES + item.length * 2;
    else if (typeof item !== 'object' || item === null) bytes += SLOT_BYTES;
    else if (seen.has(item)) bytes += SLOT_BYTES;
    else {
      seen.add(item);
      bytes += OBJECT_BYTES;
      if (ArrayBuffer.isView(item)) bytes += item.byteLength;
      else if (item instanceof ArrayBuffer) bytes += item.byteLength;
      else if (item instanceof Date) bytes += SLOT_BYTES;
      else if (item instanceof Map) {
        bytes += item.size * 3 * SLOT_BYTES;
        for (const [key, entry] of item) stack.push(key, entry);
      } else if (item instanceof Set) {
        bytes += item.size * 2 * SLOT_BYTES;
        for (const entry of item) stack.push(entry);
      } else if (Array.isArray(item)) {
        bytes += item.length * SLOT_BYTES;
        for (const entry of item as unknown[]) stack.push(entry);
      } else {
        // Property names live in the shared hidden class: only the slots cost per object.
        for (const entry of Object.values(item)) {
          bytes += SLOT_BYTES;
          stack.push(entry);
        }
      }
    }
  }
  return bytes > limit ? Number.POSITIVE_INFINITY : bytes;
}

/** New keys enter probation; only a key asked for again reaches the protected part. */
const PROBATION_SHARE = 0.2;

/**
 * A segmented LRU bounded in bytes. A new key enters the probation part (a fifth of the budget); a key found
 * there moves to the protected part. One client's stream of one-off keys (distinct searches) then only churns
 * probation, while the pages many ask for stay. The least recently used protected entry falls back to probation
 * for one more chance. Each entry carries its size, worked out once by the caller.
 */
export class SegmentedStore<V extends { readonly bytes: number }> {
  readonly budget: number;
  private readonly probation: LRUCache<string, V> | undefined;
  private readonly protected: LRUCache<string, V> | undefined;

  constructor(budget: number) {
    this.budget = Math.max(0, Math.floor(budget));
    const probationBytes = Math.floor(this.budget * PROBATION_SHARE);
    if (probationBytes < 1) return; // too small to keep anything
    const sizeCalculation = (value: V) => Math.max(1, Math.ceil(value.bytes));
    this.probation = new LRUCache<string, V>({ maxSize: probationBytes, sizeCalculation });
    this.protected = new LRUCache<string, V>({
      maxSize: this.budget - probationBytes,
      sizeCalculation,
      dispose: (value, key, reason) => {
        if (reason === 'evict') this.probation!.set(key, value);
      },
    });
  }

  /** The largest entry that can be kept: one that fits in probation. */
  get maxEntryBytes(): number {
    return this.probation?.maxSize ?? 0;
  }

  /** The value of `key`, moved to the protected part when found in probation (its second use). */
  get(key: string): V | undefined {
    const hot = this.protected?.get(key);
    if (hot !== undefined) return hot;
    const cold = this.probation?.get(key);
    if (cold !== undefined) {
      this.probation!.delete(key);
      this.protected!.set(key, cold);
    }
    return cold;
  }

  /** Keeps `value` (too large a value is not kept); a key already protected keeps its place, a new one enters probation. */
  set(key: string, value: V): void {
    if (!this.probation || !this.protected || !(value.bytes <= this.maxEntryBytes)) {
      this.delete(key);
      return;
    }
    if (this.protected.has(key)) this.protected.set(key, value);
    else this.probation.set(key, value);
  }

  delete(key: string): void {
    this.probation?.delete(key);
    this.protected?.delete(key);
  }

  stats() {
    const [probation, kept] = [this.probation, this.protected];
    return {
      budget: this.budget,
      bytes: (probation?.calculatedSize ?? 0) + (kept?.calculatedSize ?? 0),
      entries: (probation?.size ?? 0) + (kept?.size ?? 0),
      probationBytes: probation?.calculatedSize ?? 0,
      protectedBytes: kept?.calculatedSize ?? 0,
    };
  }
}
