import path from 'node:path';
import { z } from 'zod';

/** Environment, parsed and validated once at start-up. Fails loudly with the bad keys. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  /** Unset: 54329, or a free port when another program holds it (recorded in DATA_DIR). */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Rishta Samaj <no-reply@rishtasamaj.in>'),
  PORTAL_URL: z.string().url().default('http://localhost:3000'),
  CONSOLE_URL: z.string().url().default('http://localhost:3001'),
  /** Extra origins allowed to change state (comma-separated), besides PORTAL_URL and CONSOLE_URL. */
  ALLOWED_ORIGINS: z.string().default(''),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  DEMO_MEMBERS: z.coerce.number().int().min(0).max(100000).default(240),
  /** How long pages of search results are reused (0 turns the cache off). */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * How many of the newest Approved members, of all districts and of each, a server keeps in memory for the member
   * search (about 250 bytes each); searches whose page is not among them ask the database's indexes.
   */
  SEARCH_WINDOW: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  /**
   * How long a member's profile row, and their relations to others, are reused by this server (0 turns it off); any
   * change to the member, or to a record between two members, drops them at once.
   */
  PROFILE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long a member session read is reused by this server (0 turns it off); any server's logout ends it at once. */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /**
   * WebSocket keep-alive: the server pings every open socket this often and drops one whose pong has not come
   * back within the same time (a half-open socket: a phone that lost its network, a crashed client).
   */
  WS_KEEPALIVE_SECONDS: z.coerce.number().min(0.2).max(300).default(15),
  /** The Users List counts matches exactly up to this many; past it the total is PostgreSQL's estimate. */
  MEMBER_LIST_EXACT_COUNT: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** New interests one member may send in any 24 hours and 7 days (docs/product.md, 'Connect'). */
  INTEREST_DAILY_LIMIT: z.coerce.number().int().min(1).max(10000).default(20),
  INTEREST_WEEKLY_LIMIT: z.coerce.number().int().min(1).max(100000).default(100),
  /** How often idle job workers look for work (pg-boss polling), in seconds. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Key that signs unsubscribe links; unset: one is generated once in DATA_DIR/signing-secret. */
  SIGNING_SECRET: z.string().min(32).optional(),
  /**
   * Keys that encrypt message bodies (AES-256-GCM): `id:base64key` pairs, comma-separated, each key 32 bytes.
   * Rotation: add a new pair and point MESSAGE_KEY_ID at it; older keys stay listed so older messages still
   * read. Unset: a key is generated once in DATA_DIR/message-keys (like SIGNING_SECRET; several servers need MESSAGE_KEYS).
   */
  MESSAGE_KEYS: z.string().optional(),
  /** Which of MESSAGE_KEYS encrypts new messages; default: the last one listed. */
  MESSAGE_KEY_ID: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ and - only (at most 32)').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('loopback'),
  /** Photos in an S3-compatible bucket instead of DATA_DIR/uploads (set S3_BUCKET to turn it on). */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name').optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than the host name; default: on when S3_ENDPOINT is set (MinIO and the like). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_PREFIX: z.string().regex(/^[\w./-]{0,200}$/, 'letters, digits, . _ - / only').default(''),
});

export interface S3Config {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  prefix: string;
}

/** Message-body keys by id, and the id that encrypts new messages. */
export interface MessageKeyConfig {
  keys: Map<string, Buffer>;
  currentId: string;
}

export type Env = z.infer<typeof schema> & { dataDir: string; allowedOrigins: string[]; s3: S3Config | null; messageKeys: MessageKeyConfig | null };

/** MESSAGE_KEYS as `id:base64key,...`; every problem is named, no key is ever echoed. */
export function parseMessageKeys(value: string | undefined, currentId: string | undefined): MessageKeyConfig | null {
  if (!value) {
    if (currentId) throw new Error('Invalid configuration: MESSAGE_KEY_ID: set only together with MESSAGE_KEYS');
    return null;
  }
  const keys = new Map<string, Buffer>();
  for (const [i, part] of value.split(',').map((p) => p.trim()).filter(Boolean).entries()) {
    const sep = part.indexOf(':');
    const id = sep > 0 ? part.slice(0, sep) : '';
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new Error(`Invalid configuration: MESSAGE_KEYS: entry ${i + 1} must be id:base64key (id: letters, digits, _ -)`);
    const key = Buffer.from(part.slice(sep + 1), 'base64');
    if (key.length !== 32) throw new Error(`Invalid configuration: MESSAGE_KEYS: key "${id}" must be 32 bytes, base64-encoded`);
    if (keys.has(id)) throw new Error(`Invalid configuration: MESSAGE_KEYS: key id "${id}" is listed twice`);
    keys.set(id, key);
  }
  if (!keys.size) throw new Error('Invalid configuration: MESSAGE_KEYS: no key given');
  const current = currentId ?? [...keys.keys()].at(-1)!;
  if (!keys.has(current)) throw new Error(`Invalid configuration: MESSAGE_KEY_ID: "${current}" is not one of MESSAGE_KEYS`);
  return { keys, currentId: current };
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty value (`SMTP_URL=` in a .env file) means unset.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const s3Keys = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
  if (!env.S3_BUCKET && s3Keys.some((k) => env[k] !== undefined)) {
    throw new Error('Invalid configuration: S3_BUCKET: required when other S3_ settings are given');
  }
  if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both or neither');
  }
  const s3: S3Config | null = env.S3_BUCKET
    ? {
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : !!env.S3_ENDPOINT,
        prefix: env.S3_PREFIX,
      }
    : null;
  const origins = [env.PORTAL_URL, env.CONSOLE_URL, ...env.ALLOWED_ORIGINS.split(',')]
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
  const messageKeys = parseMessageKeys(env.MESSAGE_KEYS, env.MESSAGE_KEY_ID);
  return { ...env, dataDir: path.resolve(env.DATA_DIR), allowedOrigins: [...new Set(origins)], s3, messageKeys };
}
