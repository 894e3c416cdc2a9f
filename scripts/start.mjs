#!/usr/bin/env node
// `npm start`: builds what is missing, starts the API (embedded PostgreSQL and demo data unless configured
// otherwise), serves the member portal and the executive console with /graphql, /api and /uploads proxied to the
// API on the same origin, prints the URLs, and shuts everything down cleanly on Ctrl-C or SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { choosePorts } from './ports.mjs';
import { serveApp } from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Chosen before anything starts: beside another checkout's `npm start`, each default gives way to the next free port.
let chosen;
try {
  chosen = await choosePorts([
    { name: 'API', variable: 'PORT', preferred: 4000 },
    { name: 'member portal', variable: 'PORTAL_PORT', preferred: 3000 },
    { name: 'executive console', variable: 'CONSOLE_PORT', preferred: 3001 },
  ]);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
for (const note of chosen.notes) console.log(note);
const { API: apiPort, 'member portal': portalPort, 'executive console': consolePort } = chosen.ports;

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n'npm ${args.join(' ')}' failed; see the output above.`);
    process.exit(result.status ?? 1);
  }
}

const missing = (p) => !fs.existsSync(path.join(root, p));
if (missing('schema/dist/index.js')) run(['run', 'build', '-w', 'schema']);
if (missing('graphql-api/dist/main.js')) run(['run', 'build', '-w', 'graphql-api']);
if (missing('member-portal/dist/index.html') || missing('executive-console/dist/index.html')) {
  run(['run', 'codegen']);
  if (missing('member-portal/dist/index.html')) run(['run', 'build', '-w', 'member-portal']);
  if (missing('executive-console/dist/index.html')) run(['run', 'build', '-w', 'executive-console']);
}

const api = spawn(process.execPath, ['graphql-api/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(apiPort),
    PORTAL_URL: process.env.PORTAL_URL ?? `http://localhost:${portalPort}`,
    CONSOLE_URL: process.env.CONSOLE_URL ?? `http://localhost:${consolePort}`,
  },
});
let stopping = false;
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API stopped (exit code ${code}).`);
    void shutdown(code || 1);
  }
});

async function waitForApi() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && api.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${apiPort}/readyz`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  // Stopped before it was ready: its exit handler has said so and shuts everything down.
  if (api.exitCode !== null) return new Promise(() => undefined);
  throw new Error('The API did not become ready within 2 minutes.');
}

const servers = [];
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(servers.map((s) => s.close()));
  if (api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  await waitForApi();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  servers.push(await serveApp({ dir: path.join(root, 'member-portal/dist'), port: portalPort, host: '0.0.0.0', apiUrl }));
  servers.push(await serveApp({ dir: path.join(root, 'executive-console/dist'), port: consolePort, host: '0.0.0.0', apiUrl }));
  console.log(`
  Member portal:      http://localhost:${portalPort}
  Executive console:  http://localhost:${consolePort}/admin-login
  GraphQL API:        http://localhost:${apiPort}/graphql   (REST mirror under /api)
  Press Ctrl-C to stop.
`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await shutdown(1);
}
