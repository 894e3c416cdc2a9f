import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseError, freePort, openDatabase, type DatabaseHandle } from '../src/config/database.js';

/**
 * The embedded PostgreSQL beside another checkout's (same preferred port), in a private directory (as root:
 * the `postgres` user cannot enter it), and what it says when it cannot start.
 */
const dirs: string[] = [];
const open: DatabaseHandle[] = [];

function tempDir(mode = 0o755): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimony-embedded-'));
  fs.chmodSync(dir, mode);
  dirs.push(dir);
  return dir;
}

async function opened(opts: Parameters<typeof openDatabase>[0]): Promise<DatabaseHandle> {
  const handle = await openDatabase(opts);
  open.push(handle);
  return handle;
}

async function query(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const handle of open.reverse()) await handle.release();
  for (const dir of dirs) {
    // A cluster that had to live outside the private directory (as root) is removed with it.
    const location = path.join(dir, 'data', 'postgres.location');
    if (fs.existsSync(location)) fs.rmSync(path.dirname(fs.readFileSync(location, 'utf8').trim()), { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('embedded PostgreSQL', () => {
  it('gives a second data directory its own port when the first cluster holds the preferred one, and every later command finds it', async () => {
    const preferredPort = await freePort();
    const first = await opened({ dataDir: tempDir(), preferredPort });
    expect(new URL(first.url).port).toBe(String(preferredPort));

    const secondDir = tempDir();
    const second = await opened({ dataDir: secondDir, preferredPort });
    const port = new URL(second.url).port;
    expect(port).not.toBe(String(preferredPort));
    expect(fs.readFileSync(path.join(secondDir, 'postgres.port'), 'utf8').trim()).toBe(port);
    await query(second.url, 'create table kept (x int)');

    // admin:create while the server runs: joins the running cluster.
    const joined = await opened({ dataDir: secondDir, preferredPort });
    expect(joined.url).toBe(second.url);
    expect((await query(joined.url, 'select count(*) from kept')).rows[0].count).toBe('0');

    // Stopped and started again (the first cluster still holds the preferred port): the same port, same data.
    await second.release();
    const again = await opened({ dataDir: secondDir, preferredPort });
    expect(new URL(again.url).port).toBe(port);
    expect((await query(again.url, 'select count(*) from kept')).rows[0].count).toBe('0');
  });

  it('refuses an EMBEDDED_PG_PORT that another program holds, in one line that says what to do', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const taken = (holder.address() as net.AddressInfo).port;
    try {
      const failure = await openDatabase({ dataDir: tempDir(), port: taken }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(EmbeddedDatabaseError);
      expect((failure as Error).message).toBe(
        `Port ${taken} (EMBEDDED_PG_PORT) is already in use by another program: choose a free port, or leave EMBEDDED_PG_PORT unset to have one chosen.`,
      );
    } finally {
      holder.close();
    }
  });

  it("says in one line why PostgreSQL did not start (not 'undefined')", async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'postgres'), { mode: 0o700 });
    fs.writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), '18\n'); // a cluster with no files
    const failure = await openDatabase({ dataDir, preferredPort: await freePort() }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(EmbeddedDatabaseError);
    const message = (failure as Error).message;
    expect(message).toMatch(/^The embedded PostgreSQL \(.+, port \d+\) did not start: \S.+/);
    expect(message).not.toMatch(/\n|undefined/);
  });

  it('keeps its data when DATA_DIR lies in a directory only its owner can enter (as root: not the postgres user)', async () => {
    const dataDir = path.join(tempDir(0o700), 'data');
    const db = await opened({ dataDir, preferredPort: await freePort() });
    await query(db.url, 'create table kept (x int); insert into kept values (1)');
    await db.release();
    const again = await opened({ dataDir, preferredPort: await freePort() });
    expect((await query(again.url, 'select x from kept')).rows).toEqual([{ x: 1 }]);
  });
});
