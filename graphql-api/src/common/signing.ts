import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key that signs links the product e-mails (one-click unsubscribe). From SIGNING_SECRET; a local start
 * without it generates one once in DATA_DIR (readable by the owner only) so links survive restarts.
 */
export function loadSigningSecret(opts: { secret?: string; dataDir: string }): Buffer {
  if (opts.secret) return Buffer.from(opts.secret, 'utf8');
  const file = path.join(opts.dataDir, 'signing-secret');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  } catch {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    const key = crypto.randomBytes(32);
    try {
      fs.writeFileSync(file, key.toString('base64url'), { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      // Another process wrote it first: use theirs.
      return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
    }
  }
}

/** `payload.signature`, both base64url; the signature is an HMAC-SHA256 truncated to 128 bits. */
export function sign(key: Buffer, payload: string): string {
  const body = Buffer.from(payload, 'utf8').toString('base64url');
  const mac = crypto.createHmac('sha256', key).update(body).digest().subarray(0, 16).toString('base64url');
  return `${body}.${mac}`;
}

/** The payload of a token `sign` made with this key, or null when it was not. */
export function verify(key: Buffer, token: string): string | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = crypto.createHmac('sha256', key).update(body).digest().subarray(0, 16);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return Buffer.from(body, 'base64url').toString('utf8');
}
