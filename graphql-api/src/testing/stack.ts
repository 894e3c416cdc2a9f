import 'reflect-metadata';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHttpApp } from '../app/app.js';
import { createRuntime, type Runtime } from '../app/runtime.js';
import { createSchema } from '../app/schema.js';
import { loadEnv } from '../config/env.js';
import { createLogger } from '../common/logger.js';
import { dropDatabase, ensureDatabase, freePort, startEmbeddedServer, withDatabase, type EmbeddedServer } from '../config/database.js';

/**
 * A real API on a random port with a fresh, migrated, empty database, for integration and browser tests.
 * Uses the server in DATABASE_URL when set (a new database per call, dropped on stop); otherwise one embedded
 * PostgreSQL per test process, in a temporary directory.
 */
export interface TestApi {
  url: string;
  databaseUrl: string;
  dataDir: string;
  runtime: Runtime;
  stop(): Promise<void>;
}

let embedded: Promise<EmbeddedServer> | undefined;

async function adminUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  embedded ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimony-test-pg-'));
    const server = await startEmbeddedServer({ dir: path.join(dir, 'postgres'), port: await freePort() });
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return server;
  })();
  return (await embedded).adminUrl;
}

/** A fresh empty database on the test server (or on `server`, a maintenance-database URL), and how to drop it. */
export async function createTestDatabase(server?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = server ?? (await adminUrl());
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  await ensureDatabase(withDatabase(admin, 'postgres'), name);
  return { url: withDatabase(admin, name), drop: () => dropDatabase(withDatabase(admin, 'postgres'), name).catch(() => undefined) };
}

/**
 * `databaseUrl`: join a database another test API already uses (several servers of one deployment); it is then
 * left for its creator to drop.
 */
export async function startApi(opts: { env?: Record<string, string>; server?: string; databaseUrl?: string; clock?: () => Date } = {}): Promise<TestApi> {
  const database = opts.databaseUrl ? { url: opts.databaseUrl, drop: async () => {} } : await createTestDatabase(opts.server);
  const databaseUrl = database.url;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimony-test-data-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORTAL_URL: 'http://127.0.0.1:3000',
    // Tests change session and member rows in SQL; the ones about these caches turn them on.
    SESSION_CACHE_SECONDS: '0',
    PROFILE_CACHE_SECONDS: '0',
    ...opts.env,
    DATABASE_URL: databaseUrl,
  });
  let runtime: Runtime;
  try {
    runtime = await createRuntime(env, { logger: createLogger(env.LOG_LEVEL), clock: opts.clock });
  } catch (err) {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const http = await createHttpApp(runtime, await createSchema());
  await new Promise<void>((resolve) => http.server.listen(0, '127.0.0.1', resolve));
  const address = http.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    databaseUrl,
    dataDir,
    runtime,
    async stop() {
      await http.stop();
      await runtime.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Stops the per-process embedded cluster (call from a global teardown; exit also cleans up). */
export async function stopEmbedded(): Promise<void> {
  if (embedded) await (await embedded).stop();
  embedded = undefined;
}
