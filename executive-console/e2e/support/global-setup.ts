import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { API_DIST, CONSOLE_DIR, ROOT } from './paths';

/**
 * Before any browser test: the API build exists and the console is built (when its sources are newer than
 * dist/). Each test file then starts its own API on a fresh database (graphql-api's testing stack: DATABASE_URL's
 * server, or an embedded PostgreSQL per test process).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(API_DIST, 'testing/stack.js'))) {
    throw new Error('graphql-api/dist is missing: run `npm run build` at the repository root first.');
  }
  buildConsoleIfStale();

  project.provide('databaseUrl', process.env.DATABASE_URL ?? '');
  fs.mkdirSync(path.join(ROOT, 'test-artifacts/executive-console'), { recursive: true });
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
