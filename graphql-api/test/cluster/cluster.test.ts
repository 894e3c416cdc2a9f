import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/config/database.js';
import { createTestDatabase } from '../../src/testing/stack.js';
import type { TestApi } from '../../src/testing/stack.js';
import { Client, jpeg, makeExecutive, makeMember, memberFields, memberForm, unique, type TestMember, type World } from '../helpers.js';
import { connect } from '../connect.helpers.js';
import { MESSAGE_RECEIVED, SEND_MESSAGE, openSocket, subscribe, type Subscription } from '../ws.helpers.js';
import { startS3, type TestS3 } from '../s3-server.js';

/**
 * npm run test:cluster (docs/capacity.md): two API servers (separate processes, the built dist/main.js) on one
 * PostgreSQL, sharing Redis and an S3-compatible bucket, behind Debian's nginx as the load balancer. Shows the
 * API keeps no state of its own: sessions, login limits, photos and search freshness hold across servers, and
 * killing a server mid-traffic loses no write a client was told succeeded.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.resolve(here, '../../dist/main.js');
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SHARED_MESSAGE_KEYS = `cluster1:${crypto.randomBytes(32).toString('base64')}`;
const SHARED_SIGNING_SECRET = crypto.randomBytes(32).toString('hex');

interface Server {
  name: string;
  url: string;
  process: ChildProcess;
  dataDir: string;
  /** Its log lines (JSON), in order; warnings and errors are also printed. */
  log: Array<{ level: number; msg: string; [field: string]: unknown }>;
}

let tmp: string;
let databaseUrl: string;
let dropDatabase: () => Promise<void>;
let s3: TestS3;
let servers: Server[] = [];
let nginx: ChildProcess | undefined;
let lb: string; // the balancer's URL
let world: World;

async function waitReady(url: string, proc?: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc && proc.exitCode !== null) throw new Error(`${url}: process exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become ready`);
}

async function startServer(name: string): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(tmp, `${name}-`));
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: databaseUrl,
      REDIS_URL, ...s3.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', SEARCH_CACHE_SECONDS: '3600',
      PORTAL_URL: 'http://127.0.0.1:3000', CONSOLE_URL: 'http://127.0.0.1:3001',
      // What every server of one deployment shares (README, configuration): the keys of message bodies and signed links.
      MESSAGE_KEYS: SHARED_MESSAGE_KEYS, SIGNING_SECRET: SHARED_SIGNING_SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const server: Server = { name, url: `http://127.0.0.1:${port}`, process: child, dataDir, log: [] };
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      const entry = JSON.parse(line) as Server['log'][number];
      server.log.push(entry);
      if (entry.level >= 40) process.stdout.write(`${name}: ${line}\n`);
    } catch {
      process.stdout.write(`${name}: ${line}\n`);
    }
  });
  await waitReady(server.url, child);
  return server;
}

async function startNginx(): Promise<void> {
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(tmp, 'nginx-'));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, `
daemon off;
master_process on;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  # WebSocket upgrades (graphql-ws on /graphql) pass through; plain requests keep upstream keep-alive.
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream api {
    ${servers.map((s) => `server ${new URL(s.url).host} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 7m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A server that refuses the connection or is draining (503 before it does anything) did not process the
      # request, so it goes to the other one, writes included.
      proxy_next_upstream error http_503 non_idempotent;
      proxy_next_upstream_tries 2;
    }
  }
}
`);
  nginx = spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] });
  lb = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${lb}/healthz`);
      return;
    } catch {
      if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start (see ${prefix}/error.log)`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function sendThrough(s: { url: string }, from: TestMember, to: string, body: string): Promise<string> {
  const r = await on(s, from.client).gql(SEND_MESSAGE, { to, body });
  expect(r.data?.sendMessage?.__typename, JSON.stringify(r)).toBe('SendMessageSuccess');
  return r.data.sendMessage.sentMessage.id as string;
}

/** Resolves with the message `id` once it arrived on the subscription (fails after 5 s). */
async function arrival(sub: Subscription<any>, id: string): Promise<any> {
  return eventually(async () => sub.items.find((m) => m.id === id), (m) => m !== undefined, `message ${id}`);
}

/** Sends through `s` until every subscription has received something (at most 20 tries). */
async function untilLive(from: TestMember, to: TestMember, s: { url: string }, subs: Array<Subscription<any>>): Promise<void> {
  for (let i = 0; i < 20 && subs.some((sub) => sub.items.length === 0); i++) {
    await sendThrough(s, from, to.id, `are you there? ${i}`);
    const deadline = Date.now() + 250;
    while (Date.now() < deadline && subs.some((sub) => sub.items.length === 0)) await new Promise((r) => setTimeout(r, 10));
  }
  for (const sub of subs) expect(sub.items.length, `a live subscription (errors: ${JSON.stringify(sub.errors)}; seen: ${subs.map((x) => x.items.length)})`).toBeGreaterThan(0);
}

/** A client of server `s` carrying another client's cookies (the same browser, routed elsewhere). */
function on(s: { url: string }, from: Client): Client {
  const c = new Client(s.url);
  for (const [k, v] of from.cookies) c.cookies.set(k, v);
  return c;
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not seen within 5 s (last: ${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: npm run test:cluster builds it first`);
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is missing at ${NGINX}: apt-get install -y nginx (.ci/run does)`);
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    throw new Error(`Redis does not answer at ${REDIS_URL}: the cluster shares login limits through it (set REDIS_URL)`);
  } finally {
    redis.disconnect();
  }
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimony-cluster-'));
  fs.chmodSync(tmp, 0o755);
  ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase());
  s3 = await startS3();
  // The first server applies the migrations; the second finds them applied.
  servers = [await startServer('a')];
  servers.push(await startServer('b'));
  await startNginx();

  // An administrator (the CLI, against the shared database), and an executive approved through the balancer.
  const adminEmail = `${unique('admin')}@example.com`;
  const created = spawnSync(process.execPath, [path.resolve(here, '../../dist/cli/admin-create.js'), '--email', adminEmail, '--password', 'admin-pass-1', '--name', 'Chief Admin'], {
    env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8',
  });
  expect(created.status, created.stderr).toBe(0);
  const admin = new Client(lb);
  expect((await admin.post('/api/admin/login', { email: adminEmail, password: 'admin-pass-1' })).status).toBe(200);
  const api = { url: lb } as TestApi;
  const exec = await makeExecutive(api, admin);
  world = { api, admin, adminId: '', adminEmail, executive: exec.client, executiveId: exec.id, executiveName: exec.fullName };
}, 180_000);

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  const running = servers.filter((s) => s.process.exitCode === null && s.process.signalCode === null);
  const exited = running.map((s) => new Promise((r) => s.process.once('exit', r)));
  for (const s of running) s.process.kill('SIGTERM');
  await Promise.all(exited);
  await s3?.stop();
  await dropDatabase?.();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('two API servers behind nginx', () => {
  it('both servers are ready, on their own ports and through nginx', async () => {
    for (const s of servers) expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${lb}/readyz`)).status).toBe(200);
  });

  it('each server read its search windows (all districts and each of the reference lists\' 13) before it listened', () => {
    for (const s of servers) {
      const read = s.log.findIndex((l) => l.msg === 'search windows read');
      const listening = s.log.findIndex((l) => l.msg === 'API listening');
      expect(read, s.name).toBeGreaterThanOrEqual(0);
      expect(read, s.name).toBeLessThan(listening);
      expect(s.log[read]).toMatchObject({ windows: 14 });
    }
  });

  it('a session made through one server works on the other', async () => {
    const [a, b] = servers as [Server, Server];
    const m = await makeMember(world, 'Approved');
    const onA = new Client(a.url);
    expect((await onA.post('/api/auth/login', { email: m.email, password: m.password })).status).toBe(200);
    const me = await on(b, onA).get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user._id ?? me.body.user.id).toBe(m.id);
    // And a logout through b ends it on a.
    expect((await on(b, onA).post('/api/auth/logout')).status).toBe(200);
    expect((await onA.get('/api/auth/me')).status).toBe(401);
  });

  it('five failed logins spread over both servers lock the account', async () => {
    const [a, b] = servers as [Server, Server];
    const m = await makeMember(world, 'Approved');
    const login = (s: Server, password: string) =>
      fetch(`${s.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: m.email, password }) });
    for (const s of [a, b, a, b, a]) expect((await login(s, 'wrong-password')).status).toBe(401);
    for (const s of [b, a]) {
      const r = await login(s, m.password); // even the right password: the account is locked
      expect(r.status).toBe(429);
      expect((await r.json()).message).toMatch(/Too many failed login attempts/);
    }
  });

  it('a photo uploaded through one server is served by the other', async () => {
    const [a, b] = servers as [Server, Server];
    const fields = memberFields({ executive: world.executiveId });
    const reg = await new Client(a.url).postForm('/api/auth/register', memberForm(fields, await jpeg(300, 200)));
    expect(reg.status, reg.text).toBe(201);
    const user = (await on(b, world.executive).get(`/api/auth/user/${reg.body._id}`)).body.user;
    const cookie = `executive_session=${world.executive.cookies.get('executive_session')}`;
    const photo = await fetch(b.url + user.imageUrl, { headers: { cookie } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    // Neither server keeps photos on its own disk.
    for (const s of servers) {
      const local = path.join(s.dataDir, 'uploads');
      expect(fs.existsSync(local) ? fs.readdirSync(local) : []).toEqual([]);
    }
  });

  it('a member approved through one server appears in searches on the other at once', async () => {
    const [a, b] = servers as [Server, Server];
    const fullName = `Zoya ${unique('Q').replace(/[^A-Za-z]/g, '')}`;
    const searcher = await makeMember(world, 'Approved');
    const query = `query($f: MemberSearchFilter) { searchMembers(filter: $f) { ... on MemberSearchPage { items { id } } } }`;
    const search = async () => ((await on(b, searcher.client).gql(query, { f: { fullName } })).data.searchMembers.items as Array<{ id: string }>).map((i) => i.id);
    const target = await makeMember(world, 'Not Approved', { fullName });
    expect(await search()).toEqual([]); // b caches this page for an hour (SEARCH_CACHE_SECONDS=3600)
    expect((await on(a, world.executive).post(`/api/auth/users/${target.id}/approve`)).status).toBe(200);
    expect(await eventually(search, (ids) => ids.length > 0, 'the approval, on b')).toEqual([target.id]);
  });

  it('a message sent through one server arrives on a socket held by the other, and through nginx', async () => {
    const [a, b] = servers as [Server, Server];
    const sender = await makeMember(world, 'Approved');
    const receiver = await makeMember(world, 'Approved');
    await connect(sender, receiver);
    // The receiver writes first, so the sender is past the unanswered-messages limit (3) for the sends below.
    await sendThrough({ url: lb }, receiver, sender.id, 'Namaste');
    const onB = openSocket({ url: b.url } as TestApi, { as: receiver.client });
    const viaLb = openSocket({ url: lb } as TestApi, { as: receiver.client });
    try {
      await Promise.all([onB.connected, viaLb.connected]);
      const fromB = subscribe(onB, MESSAGE_RECEIVED, 'messageReceived');
      const fromLb = subscribe(viaLb, MESSAGE_RECEIVED, 'messageReceived');
      // A subscription has no acknowledgement in graphql-ws: send until each socket has seen one message (it is
      // live from then on), then prove delivery of a message sent through a to b's socket, and of one sent through
      // each server to the socket nginx placed.
      await untilLive(sender, receiver, a, [fromB, fromLb]);
      const sent = await sendThrough(a, sender, receiver.id, 'sent through a, held on b');
      expect(await arrival(fromB, sent)).toMatchObject({ body: 'sent through a, held on b', from: { id: sender.id } });
      for (const s of [a, b]) {
        const id = await sendThrough(s, sender, receiver.id, `sent through ${s.name}, held behind nginx`);
        expect((await arrival(fromLb, id)).body).toBe(`sent through ${s.name}, held behind nginx`);
      }
      // Each message arrived once on each socket.
      for (const sub of [fromB, fromLb]) expect(new Set(sub.items.map((m: any) => m.id)).size).toBe(sub.items.length);
    } finally {
      await Promise.all([onB.dispose(), viaLb.dispose()]);
    }
  });

  it('killing one server mid-traffic loses no write a client was told succeeded', async () => {
    // Members waiting for approval, written straight to the database; the executive approves them through nginx.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const tag = unique('kill');
    const count = 120;
    const ids: string[] = (await client.query(
      `insert into member (id, full_name, email, password_hash, dob, gender, mobile, mother_name, father_name, father_mobile, community,
         gotra, mother_gotra, qualification, profession, state, district, block, address, status, executive_id, created_at, updated_at)
       select gen_random_uuid(), 'Kill Test', $1 || i || '@example.com', 'x', '1995-01-01', 'Female', '9876543210', 'Sunita', 'Ramesh',
         '8765432109', 'Lodha', 'Kashyap', 'Vatsa', 'B.Tech / B.E.', 'Doctor', 'Madhya Pradesh', 'Indore', 'Mhow', '1 Road', 'Not Approved', $2, now(), now()
       from generate_series(1, $3) as i returning id`,
      [tag, world.executiveId, count],
    )).rows.map((r: { id: string }) => r.id);

    const viaLb = on({ url: lb }, world.executive);
    const acknowledged: string[] = [];
    const failed: string[] = [];
    let next = 0;
    const [victim] = servers as [Server, Server];
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        if (next === Math.floor(count / 3)) victim.process.kill('SIGKILL'); // mid-traffic, without warning
        try {
          const r = await viaLb.post(`/api/auth/users/${id}/approve`);
          (r.status === 200 ? acknowledged : failed).push(id);
        } catch {
          failed.push(id);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await new Promise((r) => (victim.process.exitCode !== null || victim.process.signalCode ? r(null) : victim.process.once('exit', r)));

    const rows = (await client.query(`select id, status from member where id = any($1::uuid[])`, [ids])).rows as Array<{ id: string; status: string }>;
    const audited = new Set((await client.query(`select target_id from audit_entry where action = 'member.approve' and target_id = any($1::uuid[])`, [ids])).rows.map((r: { target_id: string }) => r.target_id));
    await client.end();
    const status = new Map(rows.map((r) => [r.id, r.status]));
    expect(acknowledged.length + failed.length).toBe(count);
    for (const id of acknowledged) {
      expect(status.get(id), `acknowledged approval of ${id}`).toBe('Approved');
      expect(audited.has(id), `audit entry of ${id}`).toBe(true);
    }
    // Nginx moved the rest to the surviving server: at most the few in flight on the victim failed.
    expect(acknowledged.length).toBeGreaterThan(count - 16);
    // The survivor still serves everything.
    const survivor = servers[1]!;
    expect((await fetch(`${survivor.url}/readyz`)).status).toBe(200);
    expect((await viaLb.get('/api/auth/me')).status).toBeLessThan(500);
  });
});
