import { Redis } from 'ioredis';

/** A fixed-window counter: the window starts at the first hit and lasts `windowSeconds`. */
export interface CounterState {
  count: number;
  retryAfterSeconds: number;
}

/** Counters for login failures and reset mails: memory for one server, Redis when several run (decisions 9). */
export interface RateLimitStore {
  get(key: string): Promise<CounterState>;
  increment(key: string, windowSeconds: number): Promise<CounterState>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  async get(key: string): Promise<CounterState> {
    const entry = this.live(key);
    return entry ? { count: entry.count, retryAfterSeconds: secondsUntil(entry.resetAt) } : { count: 0, retryAfterSeconds: 0 };
  }

  async increment(key: string, windowSeconds: number): Promise<CounterState> {
    let entry = this.live(key);
    if (!entry) {
      entry = { count: 0, resetAt: Date.now() + windowSeconds * 1000 };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, retryAfterSeconds: secondsUntil(entry.resetAt) };
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'ratelimit:') {}

  static connect(url: string): RedisRateLimitStore {
    return new RedisRateLimitStore(new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false }));
  }

  async get(key: string): Promise<CounterState> {
    const [count, ttl] = await this.redis.multi().get(this.prefix + key).pttl(this.prefix + key).exec().then((r) => [r?.[0]?.[1], r?.[1]?.[1]]);
    return { count: Number(count ?? 0), retryAfterSeconds: Math.max(0, Math.ceil(Number(ttl ?? 0) / 1000)) };
  }

  async increment(key: string, windowSeconds: number): Promise<CounterState> {
    const k = this.prefix + key;
    const result = await this.redis.multi().incr(k).pexpire(k, windowSeconds * 1000, 'NX').pttl(k).exec();
    const count = Number(result?.[0]?.[1] ?? 1);
    const ttl = Number(result?.[2]?.[1] ?? windowSeconds * 1000);
    return { count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

function secondsUntil(at: number): number {
  return Math.max(1, Math.ceil((at - Date.now()) / 1000));
}

/** "Too many ... Please try again in 14 minutes." */
export function retryMessage(what: string, retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const when = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return `${what} Please try again in ${when}.`;
}
