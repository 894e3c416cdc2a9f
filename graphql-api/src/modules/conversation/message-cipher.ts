import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MessageKeyConfig } from '../../config/env.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Message bodies at rest: AES-256-GCM with a random 96-bit nonce; stored as nonce | tag |
 * ciphertext beside the id of the key that sealed it. The message id is authenticated data, so a sealed body
 * cannot be moved onto another message. Rotation: a new key id encrypts; every listed key still decrypts.
 */
export class MessageCipher {
  constructor(private readonly config: MessageKeyConfig) {}

  get currentKeyId(): string {
    return this.config.currentId;
  }

  seal(messageId: string, body: string): { keyId: string; sealed: Buffer } {
    const key = this.config.keys.get(this.config.currentId)!;
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(messageId, 'utf8'));
    const data = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
    return { keyId: this.config.currentId, sealed: Buffer.concat([iv, cipher.getAuthTag(), data]) };
  }

  /** The body, or throws when the key is unknown or the data was altered. */
  open(messageId: string, keyId: string, sealed: Buffer): string {
    const key = this.config.keys.get(keyId);
    if (!key) throw new Error(`message key ${keyId} is not configured on this server (every API server needs the same MESSAGE_KEYS)`);
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(messageId, 'utf8'));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

/**
 * The configured keys (MESSAGE_KEYS), or for a local start one generated once in DATA_DIR/message-keys (owner
 * read-only), in the same `id:base64key` form, so that restarts still read older messages. Its id is random, so a
 * second server started without MESSAGE_KEYS names the key it lacks instead of failing to authenticate.
 */
export function loadMessageKeys(opts: { configured: MessageKeyConfig | null; dataDir: string }): MessageKeyConfig {
  if (opts.configured) return opts.configured;
  const file = path.join(opts.dataDir, 'message-keys');
  const read = (): MessageKeyConfig => {
    const keys = new Map<string, Buffer>();
    for (const line of fs.readFileSync(file, 'utf8').split(/[\n,]/).map((l) => l.trim()).filter(Boolean)) {
      const [id, b64] = line.split(':');
      keys.set(id!, Buffer.from(b64!, 'base64'));
    }
    return { keys, currentId: [...keys.keys()].at(-1)! };
  };
  try {
    return read();
  } catch {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `local-${crypto.randomBytes(4).toString('hex')}:${crypto.randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process wrote it first: use theirs.
    }
    return read();
  }
}
