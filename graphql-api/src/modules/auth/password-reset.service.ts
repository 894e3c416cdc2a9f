import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES, isEmail, resetPasswordErrors } from '@matrimony/schema';
import { refuse, validationFailed } from '../../common/failure.js';
import type { Logger } from '../../common/logger.js';
import type { Mailer } from '../../common/mail.js';
import { hashPassword } from '../../common/passwords.js';
import { hashToken, newToken } from '../../common/tokens.js';
import { Member } from '../member/member.entity.js';
import { PasswordResetToken } from './password-reset.entity.js';
import type { SessionService } from './session.service.js';
import type { Throttle } from './throttle.js';

export const RESET_TOKEN_TTL_MS = 3600 * 1000;

/** Forgot and reset password for members (decisions 7). */
export class PasswordResetService {
  constructor(
    private readonly deps: { mailer: Mailer; sessions: SessionService; throttle: Throttle; portalUrl: string; logger: Logger },
  ) {}

  /** Always the same answer, whether or not the address has an account. */
  async request(em: EntityManager, rawEmail: string): Promise<string> {
    const email = rawEmail.trim().toLowerCase();
    if (!email) validationFailed([{ field: 'email', message: MESSAGES.required }]);
    if (!isEmail(email)) validationFailed([{ field: 'email', message: MESSAGES.email }]);
    await this.deps.throttle.takeResetMail(email);
    const member = await em.findOne(Member, { email });
    if (member) {
      const token = newToken();
      em.persist(em.create(PasswordResetToken, { tokenHash: hashToken(token), member, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) }));
      await em.flush();
      const link = `${this.deps.portalUrl.replace(/\/$/, '')}/reset-password/${token}`;
      try {
        await this.deps.mailer.send({
          to: member.email,
          subject: 'Reset your Rishta Samaj password',
          text: `Namaste ${member.fullName},\n\nWe received a request to reset your password. Open this link within one hour to choose a new one:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.\n\nRishta Samaj`,
          html: `<p>Namaste ${escapeHtml(member.fullName)},</p><p>We received a request to reset your password. Open this link within one hour to choose a new one:</p><p><a href="${link}">${link}</a></p><p>If you did not ask for this, ignore this e-mail; your password stays the same.</p><p>Rishta Samaj</p>`,
        });
      } catch (err) {
        // The answer must not reveal whether the address exists, so a mail failure is logged, not returned.
        this.deps.logger.error({ err: { message: (err as Error).message } }, 'reset mail could not be sent');
      }
    }
    return MESSAGES.resetLinkSent;
  }

  /** Sets the new password, uses up the token and ends every session of the member. */
  async reset(em: EntityManager, token: string, password: string): Promise<string> {
    const errors = resetPasswordErrors(password);
    if (errors.length) validationFailed(errors);
    const record = token && token.length < 200
      ? await em.findOne(PasswordResetToken, { tokenHash: hashToken(token) }, { populate: ['member'] })
      : null;
    if (!record || record.usedAt || record.expiresAt.getTime() <= Date.now()) refuse('INVALID_TOKEN', MESSAGES.resetTokenInvalid);
    const memberId = record.member.id;
    const passwordHash = await hashPassword(password);
    await em.transactional(async (tx) => {
      // Claim the token atomically: of two uses at the same moment only one may set a password.
      const now = new Date();
      const claimed = await tx.nativeUpdate(PasswordResetToken, { id: record.id, usedAt: null, expiresAt: { $gt: now } }, { usedAt: now });
      if (claimed !== 1) refuse('INVALID_TOKEN', MESSAGES.resetTokenInvalid);
      await tx.nativeUpdate(Member, { id: memberId }, { passwordHash, updatedAt: now });
      await this.deps.sessions.endAllForMember(tx, memberId);
    });
    // Whoever reset the password proved they own the mailbox: failed logins before it no longer count.
    await this.deps.throttle.loginSucceeded('member', record.member.getEntity().email);
    return 'Password reset successful';
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
