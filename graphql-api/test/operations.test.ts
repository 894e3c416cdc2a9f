import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, stopEmbedded } from '../src/testing/stack.js';
import { freePort } from '../src/config/database.js';

// The built server as an operator runs it: its own process, JSON logs, health checks, outbox, admin:create, SIGTERM.
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../dist');

describe('operating the API process', () => {
  let db: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let port: number;
  let api: ChildProcess;
  const lines: string[] = [];
  const base = () => `http://127.0.0.1:${port}`;

  beforeAll(async () => {
    expect(fs.existsSync(path.join(dist, 'main.js')), 'build the API first (npm test does)').toBe(true);
    db = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimony-ops-'));
    port = await freePort();
    api = spawn(process.execPath, [path.join(dist, 'main.js')], {
      env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_MEMBERS: '20', LOG_LEVEL: 'info', PORTAL_URL: 'http://portal.test', SMTP_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [api.stdout!, api.stderr!]) stream.on('data', (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean)));
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`${base()}/readyz`).then((r) => r.ok, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  afterAll(async () => {
    if (api && api.exitCode === null) api.kill('SIGKILL');
    await db?.drop();
    await stopEmbedded();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz', async () => {
    expect(await (await fetch(`${base()}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base()}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('loads demo data on an empty local database and prints the administrator once', async () => {
    const printed = lines.find((l) => l.includes('Demo administrator (shown once):'));
    expect(printed).toBeTruthy();
    const [, email, password] = /: (\S+) \/ (\S+)/.exec(printed!)!;
    const res = await fetch(`${base()}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    const body = await res.json();
    expect(body.Admin.role).toBe('admin');
    const list = await fetch(`${base()}/api/admin/by-location?community=Jat&district=West%20Delhi`).then((r) => r.json());
    expect(list.executives).toHaveLength(1);
  });

  it('writes e-mail to DATA_DIR/outbox without SMTP and logs the link, and logs JSON lines with a request id and no secrets', async () => {
    const email = 'aarav.lodhi.0@demo.rishtasamaj.in';
    const res = await fetch(`${base()}/api/auth/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'ops-test-request-1' }, body: JSON.stringify({ email }) });
    expect((await res.json()).message).toBe('Reset link sent to your email.');
    const outbox = path.join(dataDir, 'outbox');
    // The mail is written after the answer (so timing does not tell who is a member): wait for it.
    const listOutbox = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
    for (let i = 0; i < 100 && listOutbox().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const files = listOutbox();
    expect(files).toHaveLength(1);
    const mail = fs.readFileSync(path.join(outbox, files[0]), 'utf8');
    expect(mail).toContain(`To: ${email}`);
    const link = /http:\/\/portal\.test\/reset-password\/[\w-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    const findAccess = () => lines.map((l) => { try { return JSON.parse(l); } catch { return null; } }).find((j) => j?.requestId === 'ops-test-request-1' && j.msg === 'request');
    for (let i = 0; i < 40 && !findAccess(); i++) await new Promise((r) => setTimeout(r, 50)); // logged on 'finish'
    const access = findAccess();
    expect(access).toMatchObject({ method: 'POST', path: '/api/auth/forgot-password', status: 200 });
    // Passwords and session tokens never reach the log.
    const login = await fetch(`${base()}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'not-in-any-log-42' }) });
    expect(login.status).toBe(401);
    await fetch(`${base()}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo-member-2026' }) });
    // Nor the tokens of reset and one-click unsubscribe links (whoever reads them could act for the member).
    await fetch(`${base()}/api/auth/reset-password/reset-token-not-in-log`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: 'whatever-1' }) });
    await fetch(`${base()}/api/notifications/unsubscribe/unsubscribe-token-not-in-log`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    await new Promise((r) => setTimeout(r, 200));
    const joined = lines.join('\n');
    expect(joined).toContain('/api/notifications/unsubscribe/[token]');
    expect(joined).not.toContain('token-not-in-log');
    expect(joined).not.toContain('not-in-any-log-42');
    expect(joined).not.toMatch(/member_session=/);
  });

  it('npm run admin:create creates, then confirms, an administrator in the same database while the server runs', () => {
    const run = () => spawnSync(process.execPath, [path.join(dist, 'cli/admin-create.js'), '--email', 'Chief@Example.com', '--password', 'chief-secret-1', '--name', 'Chief Admin'], {
      env: { ...process.env, DATABASE_URL: db.url }, encoding: 'utf8',
    });
    const first = run();
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Created administrator chief@example.com');
    const second = run();
    expect(second.stdout).toContain('Confirmed administrator chief@example.com');
    const bad = spawnSync(process.execPath, [path.join(dist, 'cli/admin-create.js'), '--email', 'nope'], { env: { ...process.env, DATABASE_URL: db.url }, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    return fetch(`${base()}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'chief@example.com', password: 'chief-secret-1' }) })
      .then((r) => r.json())
      .then((b) => expect(b.Admin).toMatchObject({ fullName: 'Chief Admin', role: 'admin', isApproved: true }));
  });

  it('finishes an in-flight request, then exits cleanly on SIGTERM', async () => {
    // A login costs an argon2 hash: it is still running when the signal arrives.
    const payload = JSON.stringify({ email: 'aarav.lodhi.0@demo.rishtasamaj.in', password: 'demo-member-2026' });
    const inflight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${base()}/api/auth/login`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end(payload);
    });
    await new Promise((r) => setTimeout(r, 40)); // the request is being handled (password hashing)
    const exited = new Promise<number | null>((resolve) => api.once('exit', (code) => resolve(code)));
    api.kill('SIGTERM');
    const res = await inflight;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).success).toBe(true);
    expect(await exited).toBe(0);
    await expect(fetch(`${base()}/healthz`)).rejects.toThrow();
  });
});
