import crypto from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { loadConfigFromFile } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { Client, makeMember, makeWorld, type World } from './helpers.js';

/** What browsers and proxies may keep, and what the static server may read. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let api: TestApi;
let world: World;

beforeAll(async () => {
  api = await startApi();
  world = await makeWorld(api);
});
afterAll(async () => {
  await api?.stop();
});

describe('API response headers', () => {
  it('authenticated REST and GraphQL answers are no-store and nosniff; so are anonymous ones and errors', async () => {
    const m = await makeMember(world, 'Approved');
    const answers = [
      await m.client.get('/api/auth/me'),
      await world.executive.get('/api/auth/users'),
      await m.client.gql('{ me { id email } }'),
      await new Client(api.url).post('/api/auth/login', { email: m.email, password: 'wrong-password' }),
      await new Client(api.url).get('/api/nope'),
    ];
    for (const r of answers) {
      expect(r.headers.get('cache-control'), JSON.stringify(r.body).slice(0, 60)).toBe('no-store');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await new Client(api.url).get('/healthz')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a photo revalidates on every use: a cheap 304 while permitted, 404 once logged out', async () => {
    const m = await makeMember(world, 'Approved');
    const viewer = await makeMember(world, 'Approved');
    const imageUrl = (await m.client.get('/api/auth/me')).body.user.imageUrl as string;
    const first = await viewer.client.get(imageUrl);
    expect(first.status).toBe(200);
    const cacheControl = first.headers.get('cache-control')!;
    expect(cacheControl).toMatch(/\bprivate\b/);
    expect(cacheControl).toMatch(/\bno-cache\b/);
    expect(cacheControl).not.toMatch(/max-age=[1-9]|immutable/);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await viewer.client.get(imageUrl, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    await viewer.client.post('/api/auth/logout');
    expect((await viewer.client.get(imageUrl, { 'if-none-match': etag })).status).toBe(404);
  });
});

describe('scripts/static-server.mjs', () => {
  it('never reads outside its folder, not even a sibling whose name starts the same; a missing build file is a 404', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'security-static-'));
    fs.mkdirSync(path.join(base, 'dist'));
    fs.mkdirSync(path.join(base, 'dist-private'));
    fs.writeFileSync(path.join(base, 'dist', 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(base, 'dist-private', 'secret.txt'), 'top secret');
    const { serveApp } = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'static-server.mjs')).href)) as {
      serveApp(opts: { dir: string; apiUrl: string }): Promise<{ url: string; close(): Promise<void> }>;
    };
    const app = await serveApp({ dir: path.join(base, 'dist'), apiUrl: api.url });
    try {
      for (const p of ['/..%2fdist-private/secret.txt', '/%2e%2e%2fdist-private%2fsecret.txt', '/..%5cdist-private/secret.txt']) {
        const r = await fetch(app.url + p);
        const text = await r.text();
        expect(text, p).not.toContain('top secret');
      }
      expect(await (await fetch(`${app.url}/`)).text()).toContain('<title>app</title>');
      // A client-side route is the page; a build file that is not there is a 404 (a script answered with the page
      // cannot load as one); a rebuilt page is served as rebuilt.
      expect(await (await fetch(`${app.url}/profile/123`)).text()).toContain('<title>app</title>');
      const missing = await fetch(`${app.url}/assets/index-0ld0ld.js`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).not.toContain('html');
      const gzip = { 'accept-encoding': 'gzip' };
      expect(await (await fetch(`${app.url}/`, { headers: gzip })).text()).toContain('<title>app</title>');
      fs.writeFileSync(path.join(base, 'dist', 'index.html'), '<!doctype html><title>rebuilt</title>');
      fs.utimesSync(path.join(base, 'dist', 'index.html'), new Date(), new Date(Date.now() + 5000));
      expect(await (await fetch(`${app.url}/`, { headers: gzip })).text()).toContain('<title>rebuilt</title>');

      // The page's inline script (the portal's first-screen script) is allowed by its hash, and nothing else
      // inline is; a rebuilt page's script gets its own hash.
      const csp = async () => (await fetch(`${app.url}/search`)).headers.get('content-security-policy') ?? '';
      expect(await csp()).toMatch(/script-src 'self';/);
      const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
      const page = (script: string) => `<!doctype html><head><script>${script}</script><script type="module" crossorigin src="/assets/index-1.js"></script></head>`;
      fs.writeFileSync(path.join(base, 'dist', 'index.html'), page('window.__a = 1;'));
      fs.utimesSync(path.join(base, 'dist', 'index.html'), new Date(), new Date(Date.now() + 10_000));
      expect(await csp()).toContain(`script-src 'self' ${sha('window.__a = 1;')};`);
      expect(await csp()).not.toMatch(/script-src[^;]*unsafe-inline/);
      fs.writeFileSync(path.join(base, 'dist', 'index.html'), page('window.__b = 2;'));
      fs.utimesSync(path.join(base, 'dist', 'index.html'), new Date(), new Date(Date.now() + 15_000));
      expect(await csp()).toContain(`script-src 'self' ${sha('window.__b = 2;')};`);

      // The API's JSON answers through the proxy travel compressed when they are worth it, as behind nginx.
      const ask = (query: string, encoding: string) => fetch(`${app.url}/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': encoding }, body: JSON.stringify({ query }),
      });
      const big = await ask('{ __schema { types { name description } } }', 'gzip, br');
      expect(big.headers.get('content-encoding')).toBe('gzip');
      expect(big.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect((await big.json()).data.__schema.types.length).toBeGreaterThan(50);
      const plain = await ask('{ __schema { types { name description } } }', 'identity');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect((await plain.json()).data.__schema.types.length).toBeGreaterThan(50);
      const small = await ask('{ __typename }', 'gzip');
      expect(small.headers.get('content-encoding')).toBeNull();
      expect((await small.json()).data.__typename).toBe('Query');
    } finally {
      await app.close();
      fs.rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('scripts/static-server.mjs with a certificate (HTTPS and HTTP/2, as behind a deployment\'s TLS proxy)', () => {
  it('serves the page over HTTP/2, tells the API the request came over HTTPS (Secure cookies), compresses its answers and passes WebSocket upgrades', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tls-'));
    fs.mkdirSync(path.join(base, 'dist'));
    fs.writeFileSync(path.join(base, 'dist', 'index.html'), '<!doctype html><title>app over h2</title>');
    const { serveApp, localCertificate } = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'static-server.mjs')).href)) as {
      serveApp(opts: { dir: string; apiUrl: string; tls: { key: Buffer; cert: Buffer } }): Promise<{ url: string; close(): Promise<void> }>;
      localCertificate(): { key: Buffer; cert: Buffer };
    };
    const tls = localCertificate();
    const app = await serveApp({ dir: path.join(base, 'dist'), apiUrl: api.url, tls });
    const session = http2.connect(app.url, { ca: tls.cert });
    /** One HTTP/2 request on the session: status, headers and the body (decompressed). */
    const request = (headers: http2.OutgoingHttpHeaders, body?: string) =>
      new Promise<{ status: number; headers: http2.IncomingHttpHeaders; text: string }>((resolve, reject) => {
        const stream = session.request(headers);
        const chunks: Buffer[] = [];
        let answer: http2.IncomingHttpHeaders = {};
        stream.on('response', (h) => (answer = h));
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = (answer['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
          resolve({ status: Number(answer[':status']), headers: answer, text });
        });
        stream.on('error', reject);
        stream.end(body);
      });
    try {
      expect(app.url).toMatch(/^https:/);
      const page = await request({ ':path': '/search' });
      expect(session.alpnProtocol).toBe('h2');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>app over h2</title>');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");

      // The API's answers, through the proxy on the same HTTP/2 connection: a login's cookie is Secure (the API
      // was told the request was HTTPS), a large answer comes compressed, and the session works on the next call.
      const m = await makeMember(world, 'Approved');
      const login = await request({ ':method': 'POST', ':path': '/api/auth/login', 'content-type': 'application/json' },
        JSON.stringify({ email: m.email, password: m.password }));
      expect(login.status, login.text).toBe(200);
      const cookie = String(login.headers['set-cookie']?.[0] ?? '');
      expect(cookie).toMatch(/; Secure/i);
      const me = await request({ ':method': 'POST', ':path': '/graphql', 'content-type': 'application/json', 'accept-encoding': 'gzip',
        cookie: cookie.split(';')[0] }, JSON.stringify({ query: '{ me { id } __schema { types { name description } } }' }));
      expect(me.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(me.text).data.me.id).toBe(m.id);

      // A WebSocket (browsers open it over HTTP/1.1 beside the HTTP/2 connection) reaches the API's socket.
      const ws = new WebSocket(`${app.url.replace(/^https/, 'wss')}/graphql`, 'graphql-transport-ws', {
        ca: tls.cert, headers: { origin: app.url, cookie: cookie.split(';')[0] },
      });
      const ack = await new Promise<string>((resolve, reject) => {
        ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
        ws.on('message', (data) => resolve(JSON.parse(String(data)).type));
        ws.on('error', reject);
      });
      expect(ack).toBe('connection_ack');
      ws.close();
    } finally {
      session.close();
      await app.close();
      fs.rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('production builds of the apps', () => {
  it.each([['executive-console', 'vite.config.ts'], ['member-portal', 'vite.config.mts']])('%s ships no source maps', async (app, file) => {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(ROOT, app, file), path.join(ROOT, app), 'silent', undefined, 'runner');
    expect(loaded?.config.build?.sourcemap ?? false).toBe(false);
  });
});
