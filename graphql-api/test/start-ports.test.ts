import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/** `npm start` beside another checkout's (scripts/ports.mjs, scripts/start.mjs): the ports it listens on. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Wanted {
  name: string;
  variable: string;
  preferred: number;
}
const { choosePorts } = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'ports.mjs')).href)) as {
  choosePorts(wanted: Wanted[], env: Record<string, string | undefined>): Promise<{ ports: Record<string, number>; notes: string[] }>;
};
const { serveApp } = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'static-server.mjs')).href)) as {
  serveApp(opts: { dir: string; apiUrl: string; port: number; host: string }): Promise<{ close(): Promise<void> }>;
};

const held: net.Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** Listens on a free port on every address, as another checkout's server would; returns the port. */
async function holdPort(port = 0): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: '0.0.0.0' }, () => resolve());
  });
  held.push(server);
  return (server.address() as net.AddressInfo).port;
}

/** A free port with the next few above it free too (so the test's expectations hold), held by nobody. */
async function freeRun(length: number): Promise<number> {
  for (;;) {
    const base = await holdPort();
    await new Promise((r) => held.pop()!.close(r));
    if (base + length > 65535) continue;
    const probes = await Promise.all(Array.from({ length }, (_, i) => holdPort(base + i).then(() => true, () => false)));
    await Promise.all(held.splice(0).map((s) => new Promise((r) => s.close(r))));
    if (probes.every(Boolean)) return base;
  }
}

describe('npm start ports', () => {
  it('a default port held by another checkout gives way to the next free one, and two defaults never share one', async () => {
    const base = await freeRun(4);
    await holdPort(base);
    const { ports, notes } = await choosePorts(
      [
        { name: 'API', variable: 'PORT', preferred: base },
        { name: 'member portal', variable: 'PORTAL_PORT', preferred: base + 1 },
        { name: 'executive console', variable: 'CONSOLE_PORT', preferred: base + 1 },
      ],
      {},
    );
    expect(ports).toEqual({ API: base + 1, 'member portal': base + 2, 'executive console': base + 3 });
    expect(notes).toEqual([
      `Port ${base} is in use (another checkout's npm start?): the API takes ${base + 1}.`,
      `Port ${base + 1} is in use (another checkout's npm start?): the member portal takes ${base + 2}.`,
      `Port ${base + 1} is in use (another checkout's npm start?): the executive console takes ${base + 3}.`,
    ]);
  });

  it('free defaults are kept, and a port named in the environment is used as given', async () => {
    const base = await freeRun(3);
    const { ports, notes } = await choosePorts(
      [
        { name: 'API', variable: 'PORT', preferred: base },
        { name: 'member portal', variable: 'PORTAL_PORT', preferred: base + 1 },
      ],
      { PORTAL_PORT: String(base + 2) },
    );
    expect(ports).toEqual({ API: base, 'member portal': base + 2 });
    expect(notes).toEqual([]);
  });

  it('a port named in the environment that is taken, or not a port, is refused with the variable to change', async () => {
    const taken = await holdPort();
    await expect(choosePorts([{ name: 'API', variable: 'PORT', preferred: 4000 }], { PORT: String(taken) })).rejects.toThrow(
      `Port ${taken} (PORT) is already in use: set PORT to a free port, or leave it unset to take the next free one.`,
    );
    await expect(choosePorts([{ name: 'API', variable: 'PORT', preferred: 4000 }], { PORT: 'http' })).rejects.toThrow('PORT=http is not a port number.');
  });

  it('npm start with a taken PORTAL_PORT stops at once with one line that says so, before starting anything', async () => {
    const taken = await holdPort();
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: ROOT,
        env: { ...process.env, PORTAL_PORT: String(taken), PORT: '', CONSOLE_PORT: '' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Port ${taken} (PORTAL_PORT) is already in use: set PORTAL_PORT to a free port, or leave it unset to take the next free one.`,
    );
    expect(result.stdout).toBe('');
  });

  it('the app server refuses a taken port with an error its caller can print, not an unhandled crash', async () => {
    const taken = await holdPort();
    await expect(serveApp({ dir: ROOT, apiUrl: 'http://127.0.0.1:1', port: taken, host: '0.0.0.0' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
