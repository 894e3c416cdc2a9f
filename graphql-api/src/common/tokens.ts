import crypto from 'node:crypto';

/** A fresh 256-bit random token, URL-safe. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: its SHA-256 (tokens have 256 bits of entropy, so no salt is needed). */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Random storage key for photos: reveals nothing about the member. */
export function newStorageKey(): string {
  return crypto.randomBytes(16).toString('hex');
}
