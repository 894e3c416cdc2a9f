import argon2 from 'argon2';

/** argon2id at (above) the OWASP minimum: 19 MiB memory, 2 iterations, parallelism 1. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so both paths cost the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyVerify(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
