import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, postgresUser, type Owner } from '../src/config/database.js';
import { createTestDatabase, startApi, type TestApi } from '../src/testing/stack.js';
import { Client } from './helpers.js';

/**
 * While PostgreSQL is down the API says so (503, Retry-After, a clear message; /readyz unavailable) and comes
 * back by itself. A throwaway server from Debian's PostgreSQL binaries is stopped and started under the API.
 */
const BIN = '/usr/lib/postgresql/15/bin';
let dir: string;
let owner: Owner | undefined;
let port: number;
let api: TestApi;

function pg(program: string, args: string[]): void {
  // As root, PostgreSQL's programs run as `postgres`, from a directory that user can enter.
  execFileSync(path.join(BIN, program), args, { ...owner, cwd: dir, stdio: 'pipe' });
}
const startServer = () => pg('pg_ctl', ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=`, 'start']);
const stopServer = () => pg('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);

beforeAll(async () => {
  owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimony-outage-'));
  fs.chmodSync(dir, 0o755);
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  port = await freePort();
  pg('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--locale=C.UTF-8', '-E', 'UTF8', '--lc-messages=C']);
  startServer();
  api = await startApi({ server: `postgres://postgres@127.0.0.1:${port}/postgres` });
});

afterAll(async () => {
  try {
    startServer(); // so that the test database can be dropped if a test left the server stopped
  } catch {
    // already running
  }
  await api?.stop();
  stopServer();
  fs.rmSync(dir, { recursive: true, force: true });
});

const QUERY = { query: '{ executivesByLocation(community: "Agrawal", district: "Indore") { id fullName } }' };
const REST_PATH = '/api/admin/by-location?community=Agrawal&district=Indore';

async function readyWithin(client: Client, attempts: number): Promise<number> {
  let status = 0;
  for (let i = 0; i < attempts && status !== 200; i++) {
    if (i) await new Promise((r) => setTimeout(r, 200));
    status = (await client.get('/readyz')).status;
  }
  return status;
}

describe('database outage', () => {
  it('answers 503 with Retry-After and a clear message while PostgreSQL is down, and resumes when it is back', async () => {
    const client = new Client(api.url);
    expect((await client.get('/readyz')).status).toBe(200);
    expect((await client.post('/graphql', QUERY)).body.data.executivesByLocation).toEqual([]);
    expect((await client.get(REST_PATH)).status).toBe(200);

    stopServer();

    const ready = await client.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable' });

    const gql = await client.post('/graphql', QUERY);
    expect(gql.status).toBe(503);
    expect(gql.headers.get('retry-after')).toBe('5');
    expect(gql.body.errors).toHaveLength(1);
    expect(gql.body.errors[0].extensions).toEqual({ code: 'SERVICE_UNAVAILABLE' });
    expect(gql.body.errors[0].message).toBe('The service is temporarily unavailable. Please try again in a moment.');

    const rest = await client.get(REST_PATH);
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('5');
    expect(rest.body).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.' });

    // A signed-in request fails earlier, looking up its session: the same answers.
    const signedIn = new Client(api.url);
    signedIn.bearer = 'a'.repeat(43);
    const me = await signedIn.get('/api/auth/me');
    expect(me.status).toBe(503);
    expect(me.body).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.' });
    const meGql = await signedIn.post('/graphql', { query: '{ me { id } }' });
    expect(meGql.status).toBe(503);
    expect(meGql.headers.get('retry-after')).toBe('5');
    expect(meGql.body.errors[0].extensions).toEqual({ code: 'SERVICE_UNAVAILABLE' });

    startServer();

    expect(await readyWithin(client, 50)).toBe(200);
    const after = await client.post('/graphql', QUERY);
    expect(after.status).toBe(200);
    expect(after.body.data.executivesByLocation).toEqual([]);
    expect((await client.get(REST_PATH)).body.success).toBe(true);
  });
});

describe('database outage in the logs', () => {
  it('keeps every line the API process prints JSON while PostgreSQL goes away and comes back', async () => {
    const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
    expect(fs.existsSync(path.join(dist, 'main.js')), 'build the API first (npm test does)').toBe(true);
    const db = await createTestDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimony-outage-log-'));
    const apiPort = await freePort();
    const child = spawn(process.execPath, [path.join(dist, 'main.js')], {
      env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, PORT: String(apiPort), HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO: 'never', SMTP_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const client = new Client(`http://127.0.0.1:${apiPort}`);
    try {
      let up = false;
      for (let i = 0; i < 300 && !up; i++) {
        up = await fetch(`${client.url}/readyz`).then((r) => r.ok, () => false);
        if (!up) await new Promise((r) => setTimeout(r, 200));
      }
      expect(up).toBe(true);
      // Pooled connections now exist; the outage ends them under the pool.
      expect((await client.post('/graphql', QUERY)).status).toBe(200);
      expect((await client.get(REST_PATH)).status).toBe(200);

      stopServer();
      expect((await client.post('/graphql', QUERY)).status).toBe(503);
      expect((await client.get(REST_PATH)).status).toBe(503);
      startServer();
      expect(await readyWithin(client, 50)).toBe(200);
      expect((await client.post('/graphql', QUERY)).status).toBe(200);
      expect((await client.get(REST_PATH)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const lines = stdout.split('\n').filter(Boolean);
    const notJson = lines.filter((l) => {
      try {
        return typeof JSON.parse(l) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    expect(stderr).toBe('');
    // The lost connections are reported once each, as structured warnings, without the driver's own wording.
    const warnings = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((j) => j.msg === 'database connection lost');
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((w) => w.level === 40)).toBe(true);
    expect(stdout).not.toContain('Connection Error');
  });
});
