// Serves a built app (Vite dist/) with SPA fallback, precompressed-on-demand gzip/brotli, long cache for hashed
// assets, and /graphql, /api and /uploads proxied to the API so the app sees one origin (as a reverse proxy would
// in production). Zero dependencies: used by `npm start`, the browser tests and the web benchmark. Given a
// certificate (`tls`), it speaks HTTPS with HTTP/2 (and HTTP/1.1 for clients without it, and for WebSockets), as a
// production proxy with TLS does.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);
const PROXIED = ['/graphql', '/api/', '/api?', '/uploads/', '/healthz', '/readyz'];
// Headers about one hop's connection: not forwarded, and not allowed at all in an HTTP/2 answer.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** The headers to pass on to the next hop: without HTTP/2's pseudo-headers (`:path`...) and hop-by-hop ones. */
function forwardable(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
}

/**
 * A self-signed certificate for 127.0.0.1 and a day, made with openssl, for a local run over HTTPS (the web benchmark,
 * tests). Throws when openssl is missing.
 * @returns {{ key: Buffer, cert: Buffer }}
 */
export function localCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {{ dir: string, port?: number, host?: string, apiUrl: string, tls?: { key: string | Buffer, cert: string | Buffer } }} opts
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveApp({ dir, port = 0, host = '127.0.0.1', apiUrl, tls }) {
  const root = path.resolve(dir);
  const api = new URL(apiUrl);
  const scheme = tls ? 'https' : 'http';
  const derived = new Map(); // what is made from a file (compressed bodies, CSP hashes), with its modification time

  const handle = (req, res) => {
    const url = req.url ?? '/';
    if (url === '/api' || PROXIED.some((p) => url.startsWith(p))) return proxy(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = path.join(root, pathname);
    // root + separator: a bare prefix test would let /..%2fdist-private/x read the sibling folder dist-private.
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    let stat = fileStat(file);
    // A build's file that is not there (a page from before a new build asking for its old chunk) is a 404, not the
    // page: a script answered with HTML fails in a way the app cannot tell from a network error.
    if (!stat && !pathname.startsWith('/assets/')) {
      file = path.join(root, 'index.html'); // client-side route
      stat = fileStat(file);
    }
    if (!stat) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found');
      return;
    }
    send(req, res, file, stat);
  };
  const server = tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handle) : http.createServer(handle);
  const sockets = new Set(); // every open connection, closed with the server (HTTP/2's server has no closeAllConnections)
  server.on(tls ? 'secureConnection' : 'connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  /** The file's stats, or null when it is not a file. */
  function fileStat(file) {
    try {
      const stat = fs.statSync(file);
      return stat.isFile() ? stat : null;
    } catch {
      return null;
    }
  }

  function send(req, res, file, stat) {
    const ext = path.extname(file);
    const hashed = /\/assets\//.test(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    if (ext === '.html') {
      headers['X-Frame-Options'] = 'DENY';
      headers['Content-Security-Policy'] =
        `default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src ${["'self'", ...inlineScriptHashes(file, stat)].join(' ')}; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = COMPRESSIBLE.has(ext) ? (/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null) : null;
    let body;
    if (encoding) {
      body = derive(file, stat, encoding, (raw) => encoding === 'br'
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
        : zlib.gzipSync(raw, { level: 9 }));
      headers['Content-Encoding'] = encoding;
      headers['Vary'] = 'Accept-Encoding';
    } else {
      body = fs.readFileSync(file);
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * `make(the file's bytes)`, made once per version of the file: kept with its modification time, so a rebuild
   * while serving replaces the entry.
   */
  function derive(file, stat, kind, make) {
    const key = `${file}:${kind}`;
    const cached = derived.get(key);
    if (cached?.mtimeMs === stat.mtimeMs) return cached.value;
    const value = make(fs.readFileSync(file));
    derived.set(key, { mtimeMs: stat.mtimeMs, value });
    return value;
  }

  /**
   * The page's own inline scripts (the member portal's first-screen script), allowed by their SHA-256 and nothing
   * else inline: what an injected script would need is not in the policy.
   */
  function inlineScriptHashes(file, stat) {
    return derive(file, stat, 'csp', (raw) => [...raw.toString('utf8').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
      .map((m) => `'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`));
  }

  /** An API answer worth compressing: JSON, not already compressed, not tiny, and the client takes gzip. */
  function compressible(req, up) {
    const length = Number(up.headers['content-length'] ?? Infinity);
    return req.method !== 'HEAD' && up.statusCode !== 204 && up.statusCode !== 304 && length >= 1024
      && /json/.test(String(up.headers['content-type'] ?? '')) && !up.headers['content-encoding']
      && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  }

  function proxy(req, res) {
    const upstream = http.request(
      {
        host: api.hostname,
        port: api.port,
        method: req.method,
        path: req.url,
        headers: { ...forwardable(req.headers), host: req.headers.host ?? req.headers[':authority'] ?? api.host, 'x-forwarded-proto': scheme },
      },
      (up) => {
        if (compressible(req, up)) {
          // As a production proxy does (nginx: `gzip on; gzip_types application/json;`): a list of members is
          // a few kilobytes of JSON that shrinks to a quarter, on a phone's slow line.
          const { 'content-length': _length, ...headers } = forwardable(up.headers);
          const vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
          res.writeHead(up.statusCode ?? 502, { ...headers, 'content-encoding': 'gzip', vary });
          up.pipe(zlib.createGzip({ level: 1 })).pipe(res);
          return;
        }
        res.writeHead(up.statusCode ?? 502, forwardable(up.headers));
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'The service is unavailable. Please try again shortly.' }));
    });
    req.pipe(upstream);
  }

  // WebSocket subscriptions at /graphql (graphql-ws): the upgrade request and then the raw bytes both ways, with
  // the browser's Host and Origin kept so that the API's origin check sees the app's origin.
  const tunnels = new Set();
  server.on('upgrade', (req, socket, head) => {
    if (!(req.url ?? '').startsWith('/graphql')) return socket.destroy();
    const upstream = net.connect(Number(api.port || 80), api.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\nX-Forwarded-Proto: ${scheme}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    tunnels.add(socket);
    const end = () => {
      tunnels.delete(socket);
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', end).on('close', end);
    socket.on('error', end).on('close', end);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject); // a port already in use, say: the caller says so, without a stack trace
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    url: `${scheme}://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of [...sockets, ...tunnels]) socket.destroy();
      }),
  };
}
