import type { EntityManager } from '@mikro-orm/postgresql';
import { isEmail, resetPasswordErrors } from '@matrimony/schema';
import type { AfterResponse } from '../../common/after-response.js';
import { invalidField, refuse, validationFailed } from '../../common/failure.js';
import { translator } from '../../common/i18n.js';
import { linkIn, type Mailer } from '../../common/mail.js';
import { hashPassword } from '../../common/passwords.js';
import { hashToken, newToken } from '../../common/tokens.js';
import { Executive } from '../executive/executive.entity.js';
import { Member } from '../member/member.entity.js';
import { PasswordResetToken } from './password-reset.entity.js';
import type { SessionService } from './session.service.js';
import type { Throttle } from './throttle.js';
import { escapeHtml } from '../../common/html.js';

export const RESET_TOKEN_TTL_MS = 3600 * 1000;

/** The two kinds of account that can reset a forgotten password. */
export type AccountKind = 'member' | 'executive';

/** What a reset page learns when it opens: whether its link can still be used (nothing about the account). */
export type ResetLinkState = 'VALID' | 'INVALID';

/**
 * Forgot and reset password for members and executives alike (docs/product.md, "Forgot and reset password"): one implementation, so the rules
 * (same answer either way, 3 mails an hour, single-use one-hour links, a reset ends every session and voids
 * every other link) cannot drift apart between the two kinds of account.
 */
export class PasswordResetService {
  constructor(
    private readonly deps: {
      mailer: Mailer; sessions: SessionService; throttle: Throttle; afterResponse: AfterResponse;
      portalUrl: string; consoleUrl: string;
    },
  ) {}

  /**
   * Always the same answer, whether or not the address has an account. Before answering only the checks that
   * do not depend on the account run (input, rate limit); the lookup, the token and the mail happen after the
   * answer, so neither its content nor its duration tells who is registered. Callers answer
   * `messages.resetLinkSent`; the mail is written in the account's preferred language.
   */
  async request(em: EntityManager, rawEmail: string, kind: AccountKind = 'member'): Promise<void> {
    const email = String(rawEmail ?? '').trim().toLowerCase();
    if (!email) invalidField('email', 'REQUIRED');
    if (!isEmail(email)) invalidField('email', 'INVALID_EMAIL');
    await this.deps.throttle.takeResetMail(kind, email);
    const work = em.fork();
    this.deps.afterResponse.run('reset mail', () => this.sendLink(work, kind, email));
  }

  /**
   * Sets the new password, uses up every reset link of the account and ends every session of it (callers answer
   * `messages.passwordResetDone`).
   */
  async reset(em: EntityManager, token: string, password: string, kind: AccountKind = 'member'): Promise<void> {
    const errors = resetPasswordErrors(password);
    if (errors.length) validationFailed(errors);
    const record = await this.findUsable(em, token);
    const account = record ? accountOf(record) : null;
    if (!record || !account || account.kind !== kind) refuse('INVALID_TOKEN');
    const passwordHash = await hashPassword(password);
    const email = await em.transactional(async (tx) => {
      const now = new Date();
      // Writing the account row first serialises concurrent resets of one account, so the claims below cannot
      // deadlock and of two links used at the same moment only one sets a password.
      const entity = account.kind === 'member' ? Member : Executive;
      const changed = await tx.nativeUpdate(entity as typeof Member, { id: account.id }, { passwordHash, updatedAt: now });
      const claimed = await tx.nativeUpdate(PasswordResetToken, { id: record.id, usedAt: null, expiresAt: { $gt: now } }, { usedAt: now });
      if (changed !== 1 || claimed !== 1) refuse('INVALID_TOKEN');
      // One link used voids every other link sent to the account (docs/product.md, 'Forgot and reset password').
      await voidResetLinks(tx, account.kind, account.id, now);
      if (account.kind === 'member') await this.deps.sessions.endAllForMember(tx, account.id);
      else await this.deps.sessions.endAllForExecutive(tx, account.id);
      const row = await tx.getConnection().execute<{ email: string }[]>(`select email from "${account.kind}" where id = ?`, [account.id]);
      return row[0]!.email;
    });
    // Whoever reset the password proved they own the mailbox: failed logins before it no longer count.
    await this.deps.throttle.loginSucceeded(kind, email);
  }

  /** VALID while the link can still set a password; INVALID when it is unknown, used or expired. */
  async linkStatus(em: EntityManager, token: string): Promise<ResetLinkState> {
    return (await this.findUsable(em, token)) ? 'VALID' : 'INVALID';
  }

  private async findUsable(em: EntityManager, token: string): Promise<PasswordResetToken | null> {
    if (typeof token !== 'string' || !token || token.length >= 200) return null;
    const record = await em.findOne(PasswordResetToken, { tokenHash: hashToken(token) });
    return record && !record.usedAt && record.expiresAt.getTime() > Date.now() ? record : null;
  }

  /** Runs after the answer: finds the account, stores a new token and mails the link. */
  private async sendLink(em: EntityManager, kind: AccountKind, email: string): Promise<void> {
    const account = kind === 'member' ? await em.findOne(Member, { email }) : await em.findOne(Executive, { email });
    if (!account) return;
    const token = newToken();
    em.persist(em.create(PasswordResetToken, {
      tokenHash: hashToken(token),
      member: kind === 'member' ? (account as Member) : null,
      executive: kind === 'executive' ? (account as Executive) : null,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    }));
    await em.flush();
    const link = linkIn(account.preferredLanguage, kind === 'member'
      ? `${this.deps.portalUrl.replace(/\/$/, '')}/reset-password/${token}`
      : `${this.deps.consoleUrl.replace(/\/$/, '')}/admin-reset-password/${token}`);
    const t = translator(account.preferredLanguage);
    const greeting = t('email.passwordReset.greeting', { name: account.fullName });
    const [intro, ignore, signature] = [t('email.passwordReset.intro'), t('email.passwordReset.ignore'), t('email.passwordReset.signature')];
    await this.deps.mailer.send({
      to: account.email,
      language: account.preferredLanguage,
      subject: t('email.passwordReset.subject'),
      text: `${greeting}\n\n${intro}\n\n${link}\n\n${ignore}\n\n${signature}`,
      html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p><a href="${link}">${link}</a></p><p>${escapeHtml(ignore)}</p><p>${escapeHtml(signature)}</p>`,
    });
  }
}

/**
 * Makes every unused reset link of an account unusable: after a reset, and when the account's e-mail changes
 * (a link sent to the old address must not outlive it).
 */
export async function voidResetLinks(em: EntityManager, kind: AccountKind, accountId: string, now = new Date()): Promise<void> {
  await em.nativeUpdate(PasswordResetToken, { [kind]: accountId, usedAt: null }, { usedAt: now });
}

function accountOf(record: PasswordResetToken): { kind: AccountKind; id: string } | null {
  if (record.member) return { kind: 'member', id: record.member.id };
  if (record.executive) return { kind: 'executive', id: record.executive.id };
  return null;
}
