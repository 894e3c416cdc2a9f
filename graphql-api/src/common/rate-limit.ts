import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Counters for login failures and reset mails (docs/product.md, "Limits"), on rate-limiter-flexible: memory for one server,
 * Redis when several run, so every server counts the same attempts. A window starts at the first hit and lasts
 * `durationSeconds` (a fixed window, as before).
 */
export interface RateLimits {
  limiter(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  /** The counter keys in memory (memory store only): lets tests check what a key is made of. */
  keys(): string[];
  close(): Promise<void>;
}

export function createRateLimits(redisUrl?: string): RateLimits {
  if (!redisUrl) {
    const made: RateLimiterMemory[] = [];
    return {
      limiter: (name, points, duration) => {
        const limiter = new RateLimiterMemory({ keyPrefix: name, points, duration });
        made.push(limiter);
        return limiter;
      },
      keys: () => made.flatMap((l) => [...(l as unknown as { _memoryStorage: { _storage: Map<string, unknown> } })._memoryStorage._storage.keys()]),
      close: async () => {},
    };
  }
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', () => undefined); // ioredis reconnects; while Redis is away the insurance limiter counts
  return {
    limiter: (name, points, duration) => new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `ratelimit:${name}`,
      points,
      duration,
      // While Redis is unreachable each server still enforces the limit on its own attempts.
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration }),
    }),
    keys: () => [],
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
}

/** Takes one point; past the limit, the seconds until the window ends. */
export async function take(limiter: RateLimiterAbstract, key: string): Promise<{ refusedForSeconds: number | null }> {
  try {
    await limiter.consume(key);
    return { refusedForSeconds: null };
  } catch (res) {
    if (res instanceof RateLimiterRes) return { refusedForSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
    throw res;
  }
}

/** Whole minutes until a retry is accepted (the `count` of the RATE_LIMITED texts: "in 14 minutes"). */
export function retryMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
