// npm run bench:chat [-- --pairs 1000 --rate 200 --duration 20 --two-servers true]
// N connected pairs of members, each member with one open `messageReceived` subscription (graphql-ws over
// WebSocket at /graphql) on a real API process; then messages sent over HTTP at a fixed total rate (open loop:
// each send is due at its time whatever the answers do; latency counts from when it was due, so a slow server
// cannot hide its queue), alternating direction in each pair. Prints delivery latency p50/p95/p99 (send due to
// receipt on the other member's socket), messages/s delivered, errors, lost and duplicated messages, and the
// API's resident memory per open socket. Then the same with two API processes on one PostgreSQL: senders on the
// first, every socket on the second, so each message crosses the event bus (LISTEN/NOTIFY, or Redis with
// REDIS_URL). The bench process itself holds every client socket, on the same machine.
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createClient, type Client as WsClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { dropDatabase, ensureDatabase, freePort, startEmbeddedServer, withDatabase } from '../config/database.js';
import { hashToken, newToken } from '../common/tokens.js';
import { hashPassword } from '../common/passwords.js';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '20' },
    'two-servers': { type: 'string', default: 'true' },
    keep: { type: 'boolean', default: false },
  },
});
const PAIRS = Number(values.pairs);
const RATE = Number(values.rate);
const DURATION = Number(values.duration);
const here = path.dirname(fileURLToPath(import.meta.url));
const KEYS = `bench:${crypto.randomBytes(32).toString('base64')}`;
const SEND = 'mutation($to: ID!, $body: String!) { sendMessage(toMemberId: $to, body: $body) { __typename ... on ErrorResult { code } } }';
const RECEIVE = 'subscription { messageReceived { id body from { id } } }';

function log(msg: string) {
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${msg}\n`);
}

interface Member {
  id: string;
  token: string;
}

async function main() {
  if (!Number.isInteger(PAIRS) || PAIRS < 1 || PAIRS > 20_000) throw new Error('--pairs takes 1 to 20000');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimony-chat-bench-'));
  let adminUrl = process.env.DATABASE_URL;
  let stopEmbedded = async () => {};
  if (!adminUrl) {
    const server = await startEmbeddedServer({ dir: path.join(tmp, 'postgres'), port: await freePort() });
    adminUrl = server.adminUrl;
    stopEmbedded = server.stop;
    ownDatabase = true;
  }
  const dbName = `chatbench_${crypto.randomBytes(4).toString('hex')}`;
  await ensureDatabase(withDatabase(adminUrl, 'postgres'), dbName);
  const databaseUrl = withDatabase(adminUrl, dbName);
  const apis: ChildProcess[] = [];
  // Ctrl-C stops the API processes and the database too.
  const interrupted = () => {
    for (const p of apis) p.kill('SIGTERM');
    void stopEmbedded().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const first = await startApi(databaseUrl, tmp, 'a');
    apis.push(first.proc);
    senderApiPid = first.proc.pid!;
    const pairs = await seed(databaseUrl, PAIRS);
    log(`seeded ${PAIRS} connected pairs (${PAIRS * 2} members with sessions)`);
    const results: Array<{ name: string; r: PhaseResult }> = [];
    results.push({ name: `one server: ${PAIRS * 2} sockets`, r: await phase(first.base, first.base, first.proc.pid!, pairs) });
    if (values['two-servers'] === 'true') {
      const second = await startApi(databaseUrl, tmp, 'b');
      apis.push(second.proc);
      results.push({ name: `two servers: send on A, ${PAIRS * 2} sockets on B`, r: await phase(first.base, second.base, second.proc.pid!, pairs) });
    }
    print(results);
  } finally {
    for (const p of apis) p.kill('SIGTERM');
    await Promise.all(apis.map((p) => new Promise((r) => (p.exitCode !== null ? r(null) : p.once('exit', r)))));
    if (!values.keep) await dropDatabase(withDatabase(adminUrl, 'postgres'), dbName).catch(() => undefined);
    await stopEmbedded();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function startApi(databaseUrl: string, tmp: string, name: string): Promise<{ proc: ChildProcess; base: string }> {
  const port = await freePort();
  const dataDir = path.join(tmp, `api-${name}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const proc = spawn(process.execPath, [...(process.env.CHAT_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CHAT_BENCH_PROFILE}`] : []), path.resolve(here, '../main.js')], {
    env: {
      ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'never', LOG_LEVEL: 'warn',
      DATA_DIR: dataDir, NODE_ENV: 'production', MESSAGE_KEYS: KEYS,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  apiPids.add(proc.pid!);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  return { proc, base };
}

/** 2N Approved members, N connections, a session each (a bearer token). */
async function seed(url: string, n: number): Promise<Array<[Member, Member]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const hash = await hashPassword('bench-password-1');
    const ids = await client.query<{ id: string }>(
      `insert into member (id, full_name, email, password_hash, dob, gender, mobile, mother_name, father_name, father_mobile,
         community, gotra, mother_gotra, qualification, profession, state, district, block, address, status, created_at, updated_at)
       select gen_random_uuid(), 'Bench Member ' || i, 'chat' || i || '@bench.example', $1, date '1995-01-01', case when i % 2 = 0 then 'Male' else 'Female' end,
         '9' || lpad(i::text, 9, '0'), 'Sunita Devi', 'Ramesh Kumar', '8' || lpad(i::text, 9, '0'), 'Lodha', 'Kashyap', 'Vatsa',
         'B.Com', 'Business', 'Madhya Pradesh', 'Indore', 'Mhow', '1, Main Road', 'Approved', now(), now()
       from generate_series(0, $2::int - 1) as i order by i returning id`,
      [hash, n * 2],
    );
    const members: Member[] = ids.rows.map((r) => ({ id: r.id, token: newToken() }));
    for (let start = 0; start < members.length; start += 5000) {
      const chunk = members.slice(start, start + 5000);
      await client.query(
        `insert into session (id, token_hash, kind, member_id, expires_at, created_at, last_used_at)
         select gen_random_uuid(), h, 'member', m, now() + interval '1 day', now(), now() from unnest($1::text[], $2::uuid[]) as t(h, m)`,
        [chunk.map((m) => hashToken(m.token)), chunk.map((m) => m.id)],
      );
    }
    const pairs: Array<[Member, Member]> = [];
    for (let i = 0; i < n; i += 1) pairs.push([members[2 * i]!, members[2 * i + 1]!]);
    await client.query(
      `insert into connection (id, member_a_id, member_b_id, created_at)
       select gen_random_uuid(), least(a, b), greatest(a, b), now() from unnest($1::uuid[], $2::uuid[]) as t(a, b)`,
      [pairs.map((p) => p[0].id), pairs.map((p) => p[1].id)],
    );
    await client.query('analyze');
    return pairs;
  } finally {
    await client.end();
  }
}

interface PhaseResult {
  sockets: number;
  sent: number;
  delivered: number;
  lost: number;
  duplicated: number;
  errors: number;
  latencies: number[];
  seconds: number;
  memoryPerSocketKb: number;
  socketClosures: number;
  /** CPU ms of the API process(es) per message sent: stable where the machine is shared. */
  apiCpuPerMessage: number;
  /** CPU ms of PostgreSQL (every process of the embedded server) per message, when the bench started it. */
  dbCpuPerMessage: number;
  /** CPU ms of this process (the clients: sends, 2N sockets) per message. */
  benchCpuPerMessage: number;
}

/** Opens one subscription per member on `socketsOn`, warms up, then sends on `sendOn` at RATE for DURATION. */
async function phase(sendOn: string, socketsOn: string, apiPid: number, pairs: Array<[Member, Member]>): Promise<PhaseResult> {
  const members = pairs.flat();
  const due = new Map<string, number>(); // seq -> when the send was due
  const received = new Map<string, number>(); // seq -> times received
  const latencies: number[] = [];
  let measuring = false;
  let socketClosures = 0;
  let closing = false;
  const rssBefore = rssKb(apiPid);
  const clients: WsClient[] = [];
  const wsUrl = `${socketsOn.replace(/^http/, 'ws')}/graphql`;
  log(`opening ${members.length} sockets on ${socketsOn}`);
  for (let start = 0; start < members.length; start += 200) {
    await Promise.all(members.slice(start, start + 200).map((m) => new Promise<void>((resolve, reject) => {
      const client = createClient({
        url: wsUrl, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0,
        connectionParams: { authorization: `Bearer ${m.token}` },
        on: {
          connected: () => resolve(),
          closed: () => {
            if (!closing) socketClosures += 1;
            reject(new Error('socket closed before it was ready'));
          },
        },
        onNonLazyError: () => undefined,
      });
      clients.push(client);
      client.subscribe<{ messageReceived: { body: string } }>({ query: RECEIVE }, {
        next: (result) => {
          const body = result.data?.messageReceived.body;
          if (!body) return;
          const seq = body.slice(6);
          const count = (received.get(seq) ?? 0) + 1;
          received.set(seq, count);
          const at = due.get(seq);
          if (count === 1 && at !== undefined && measuring) latencies.push(performance.now() - at);
        },
        error: () => undefined,
        complete: () => undefined,
      });
    })));
  }
  // Warm-up: one message to every member, proving each subscription is live before anything is measured.
  log('warm-up: one message to each member');
  let seq = 0;
  const warm: string[] = [];
  const senders = pairs.flatMap(([a, b]) => [[a, b], [b, a]] as Array<[Member, Member]>);
  await runAt(RATE * 2, senders.length, async (i) => {
    const [from, to] = senders[i]!;
    const s = `w${seq++}`;
    warm.push(s);
    due.set(s, performance.now());
    await send(sendOn, from, to, s);
  });
  await until(() => warm.every((s) => received.has(s)), 30_000);
  const notLive = warm.filter((s) => !received.has(s)).length;
  if (notLive) log(`warning: ${notLive} warm-up messages never arrived`);
  const rssAfter = rssKb(apiPid);

  sendTimes.length = 0;
  const cpuBefore = cpuMs(apiPid);
  const senderPid = sendOn === socketsOn ? null : senderApiPid;
  const senderCpuBefore = senderPid ? cpuMs(senderPid) : 0;
  const dbCpuBefore = databaseCpuMs();
  const benchCpuBefore = process.cpuUsage();
  log(`measuring: ${RATE} messages/s for ${DURATION} s`);
  measuring = true;
  let errors = 0;
  const measured: string[] = [];
  const started = performance.now();
  const total = RATE * DURATION;
  await runAt(RATE, total, async (i) => {
    const pair = pairs[i % pairs.length]!;
    const round = Math.floor(i / pairs.length);
    const [from, to] = round % 2 === 0 ? pair : [pair[1], pair[0]];
    const s = `m${i}`;
    measured.push(s);
    due.set(s, performance.now());
    if (!(await send(sendOn, from, to, s))) errors += 1;
  });
  await until(() => measured.every((s) => received.has(s)), 10_000);
  const seconds = (performance.now() - started) / 1000;
  const apiCpuPerMessage = (cpuMs(apiPid) - cpuBefore + (senderPid ? cpuMs(senderPid) - senderCpuBefore : 0)) / measured.length;
  const dbCpuPerMessage = (databaseCpuMs() - dbCpuBefore) / measured.length;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const benchCpuPerMessage = (benchCpu.user + benchCpu.system) / 1000 / measured.length;
  measuring = false;
  const delivered = measured.filter((s) => received.has(s)).length;
  const st = [...sendTimes].sort((a, b) => a - b);
  log(`sendMessage answered in p50 ${pct(st, 50).toFixed(1)} ms, p99 ${pct(st, 99).toFixed(1)} ms`);
  const duplicated = [...received.values()].filter((c) => c > 1).length;
  closing = true;
  await Promise.all(clients.map((c) => c.dispose()));
  const sockets = members.length;
  return {
    sockets, sent: measured.length, delivered, lost: measured.length - errors - delivered, duplicated, errors, latencies, seconds,
    memoryPerSocketKb: (rssAfter - rssBefore) / sockets, socketClosures, apiCpuPerMessage, dbCpuPerMessage, benchCpuPerMessage,
  };
}

const sendTimes: number[] = [];
/** Sends share at most 256 keep-alive connections (more queue here, and wait counts as latency): thousands of
 *  sockets are already open for the subscriptions. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function post(base: string, token: string, payload: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/graphql`, {
      method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-length': Buffer.byteLength(payload) },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(text));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function send(base: string, from: Member, to: Member, seq: string): Promise<boolean> {
  const t0 = performance.now();
  try {
    const text = await post(base, from.token, JSON.stringify({ query: SEND, variables: { to: to.id, body: `bench:${seq}` } }));
    const json = JSON.parse(text) as { data?: { sendMessage?: { __typename: string; code?: string } } };
    const ok = json.data?.sendMessage?.__typename === 'SendMessageSuccess';
    sendTimes.push(performance.now() - t0);
    if (!ok) log(`send refused: ${JSON.stringify(json).slice(0, 200)}`);
    return ok;
  } catch (err) {
    log(`send failed: ${(err as Error).message}`);
    return false;
  }
}

/** Starts `count` tasks at `rate` a second (open loop), then waits for them all. */
async function runAt(rate: number, count: number, task: (i: number) => Promise<void>): Promise<void> {
  const start = performance.now();
  const running: Array<Promise<void>> = [];
  for (let i = 0; i < count; i += 1) {
    const at = start + (i * 1000) / rate;
    const wait = at - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    running.push(task(i));
  }
  await Promise.all(running);
}

async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** The sending API's pid in the two-server phase (its CPU counts too). */
let senderApiPid = 0;
/** The API processes, whose CPU is counted apart from the database's. */
const apiPids = new Set<number>();
/** Whether this process started the database (an embedded one: its processes are descendants of this one). */
let ownDatabase = false;
/** With DATABASE_URL on this machine: the postmaster's pid (CHAT_BENCH_DB_PID), whose processes are counted instead. */
const databasePid = Number(process.env.CHAT_BENCH_DB_PID) || 0;

/** CPU ms of every process below this one except the API servers: the embedded PostgreSQL and its backends. */
function databaseCpuMs(): number {
  if (!ownDatabase && !databasePid) return NaN;
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (apiPids.has(child)) continue;
      total += cpuMs(child);
      walk(child);
    }
  };
  if (databasePid) total += cpuMs(databasePid, true);
  walk(databasePid || process.pid);
  return total;
}

/** CPU ms of a process (with `reaped`: also of its children that exited, such as PostgreSQL's ended backends). */
function cpuMs(pid: number, reaped = false): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12]) + (reaped ? Number(fields[13]) + Number(fields[14]) : 0)) * 10; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function waitFor(url: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready`);
}

function pct(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function print(results: Array<{ name: string; r: PhaseResult }>) {
  const rows = results.map(({ name, r }) => {
    const l = [...r.latencies].sort((a, b) => a - b);
    return [
      name, String(r.sent), (r.delivered / r.seconds).toFixed(0), pct(l, 50).toFixed(1), pct(l, 95).toFixed(1), pct(l, 99).toFixed(1),
      String(r.errors), String(r.lost), String(r.duplicated), String(r.socketClosures), r.memoryPerSocketKb.toFixed(1), r.apiCpuPerMessage.toFixed(2),
      Number.isNaN(r.dbCpuPerMessage) ? 'n/a' : r.dbCpuPerMessage.toFixed(2), r.benchCpuPerMessage.toFixed(2),
    ];
  });
  const head = ['scenario', 'sent', 'delivered/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'lost', 'duplicated', 'closed', 'API KB/socket', 'API CPU ms/msg', 'DB CPU ms/msg', 'bench CPU ms/msg'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  process.stdout.write(`\nchat bench: ${PAIRS} pairs, ${RATE} messages/s for ${DURATION} s, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}\n`);
  process.stdout.write(`${line(head)}\n${rows.map(line).join('\n')}\n`);
  process.stdout.write('latency: from when a send was due to its arrival on the other member\'s socket; API KB/socket: resident memory growth of the API serving the sockets / sockets; API CPU ms/msg: CPU time of the API process(es) per message (send and delivery), the figure that does not depend on what else runs on the machine; DB CPU ms/msg: the same for the embedded PostgreSQL (with DATABASE_URL: n/a, or the server whose postmaster pid is CHAT_BENCH_DB_PID); bench CPU ms/msg: this process, which holds every client socket.\n');
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
