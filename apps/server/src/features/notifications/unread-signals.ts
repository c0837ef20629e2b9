import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { lazyPackage } from '../../lib/lazy-package.ts';

const ioredis = lazyPackage<{ Redis: typeof Redis }>('ioredis');

type Listener = () => void;

/**
 * "Member X's unread count may have changed": said by notify() and by marking read, heard by that member's open
 * streams (notifications.stream.ts), which read the count again. One hub per process; with Redis (REDIS_URL) the
 * signals of every server reach the streams of every other (RedisBridge). A signal carries no count, so one that
 * arrives before its transaction commits costs a read, never a wrong number (the stream reads again shortly).
 */
class UnreadSignals {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly relays = new Set<(userId: string) => void>();

  /** Listens for one member's signals; returns the way to stop. */
  listen(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /** The member's streams open in this process. */
  listening(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  /** Said here: heard by this process's streams and passed on to the other servers. */
  changed(userId: string): void {
    this.deliver(userId);
    for (const relay of this.relays) relay(userId);
  }

  /** Heard from another server: for this process's streams only. */
  deliver(userId: string): void {
    for (const listener of this.listeners.get(userId) ?? []) {
      try {
        listener();
      } catch {
        // One stream's trouble is its own.
      }
    }
  }

  relay(to: (userId: string) => void): () => void {
    this.relays.add(to);
    return () => this.relays.delete(to);
  }
}

export const unreadSignals = new UnreadSignals();

/**
 * Passes signals between servers through Redis pub/sub: one connection publishes, another subscribes (a
 * subscribed connection can do nothing else). Each server tags what it publishes and ignores its own echo.
 */
export class RedisBridge {
  private readonly origin = randomBytes(6).toString('hex');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly stopRelay: () => void;

  constructor(
    url: string,
    private readonly channel = 'sangam:notifications:unread',
    onError: (error: unknown) => void = () => {},
  ) {
    const options = { maxRetriesPerRequest: 2, connectTimeout: 5_000 };
    this.publisher = new (ioredis().Redis)(url, options);
    this.subscriber = new (ioredis().Redis)(url, options);
    // Redis away means streams fall back on the clients' polling; it is logged, never thrown at a request.
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const at = message.indexOf(':');
      const [origin, userId] = [message.slice(0, at), message.slice(at + 1)];
      if (at > 0 && origin !== this.origin && userId) unreadSignals.deliver(userId);
    });
    this.stopRelay = unreadSignals.relay((userId) => {
      this.publisher.publish(this.channel, `${this.origin}:${userId}`).catch(onError);
    });
  }

  /** Resolves once subscribed: signals published after it are heard. */
  async start(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
  }

  async close(): Promise<void> {
    this.stopRelay();
    await Promise.all([this.publisher, this.subscriber].map((redis) => redis.quit().catch(() => redis.disconnect())));
  }
}
