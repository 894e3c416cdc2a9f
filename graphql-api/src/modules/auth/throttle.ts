import crypto from 'node:crypto';
import { isEmail } from '@matrimony/schema';
import { invalidField, refuse } from '../../common/failure.js';
import { retryMinutes, take, type RateLimits } from '../../common/rate-limit.js';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const RESET_MAILS_PER_HOUR = 3;

/**
 * Login and reset-mail limits per account, whatever the client address (docs/product.md, "Limits"). Checked before any
 * password hashing so a flood costs nothing.
 */
export class Throttle {
  private readonly logins;
  private readonly resetMails;

  constructor(limits: RateLimits) {
    this.logins = limits.limiter('login', LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS);
    this.resetMails = limits.limiter('reset', RESET_MAILS_PER_HOUR, 3600);
  }

  /**
   * Counts a login attempt for the account before the password is checked and refuses it past the limit; a
   * successful login resets the count. Counting first means attempts sent in parallel cannot all pass the check
   * before any failure is recorded (they would otherwise get many more than five guesses).
   * An address that cannot be an account is refused before it is counted, so junk never becomes a counter.
   */
  async takeLoginAttempt(kind: 'member' | 'executive', email: string): Promise<void> {
    if (!isEmail(email)) invalidField('email', 'INVALID_EMAIL');
    const { refusedForSeconds } = await take(this.logins, loginKey(kind, email));
    if (refusedForSeconds !== null) {
      refuse('RATE_LIMITED', { context: 'login', params: { count: retryMinutes(refusedForSeconds) }, retryAfterSeconds: refusedForSeconds });
    }
  }

  async loginSucceeded(kind: 'member' | 'executive', email: string): Promise<void> {
    await this.logins.delete(loginKey(kind, email));
  }

  /** Counts a reset mail for the address; refuses the fourth within an hour. */
  async takeResetMail(kind: 'member' | 'executive', email: string): Promise<void> {
    const { refusedForSeconds } = await take(this.resetMails, `${kind}:${digest(email)}`);
    if (refusedForSeconds !== null) {
      refuse('RATE_LIMITED', { context: 'resetMail', params: { count: retryMinutes(refusedForSeconds) }, retryAfterSeconds: refusedForSeconds });
    }
  }
}

function loginKey(kind: string, email: string): string {
  return `${kind}:${digest(email)}`;
}

/** Counters are keyed by a fixed-size digest, never by the address itself: no key grows with its input. */
function digest(email: string): string {
  return crypto.createHash('sha256').update(email).digest('base64url');
}
