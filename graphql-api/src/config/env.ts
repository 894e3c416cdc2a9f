import path from 'node:path';
import { z } from 'zod';

/** Environment, parsed and validated once at start-up (conventions 11). Fails loudly with the bad keys. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('loopback'),
});

export type Env = z.infer<typeof schema> & { dataDir: string; allowedOrigins: string[] };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty value (`SMTP_URL=` in a .env file) means unset.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const origins = [env.PORTAL_URL, env.CONSOLE_URL, ...env.ALLOWED_ORIGINS.split(',')]
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
  return { ...env, dataDir: path.resolve(env.DATA_DIR), allowedOrigins: [...new Set(origins)] };
}
