import { Arg, Ctx, Mutation, Query, Resolver, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { asResult } from '../../common/graphql-errors.js';
import { PasswordResetRequestResult, PasswordResetRequested, PasswordResetSuccess, ResetPasswordResult } from '../member/member.results.js';

export enum ResetLinkStatus {
  VALID = 'VALID',
  INVALID = 'INVALID',
}
registerEnumType(ResetLinkStatus, {
  name: 'ResetLinkStatus',
  description: 'Whether a reset link can still set a password.',
  valuesConfig: {
    VALID: { description: 'Unused and not expired: the page may ask for the new password.' },
    INVALID: { description: 'Unknown, already used (or voided by another reset or an e-mail change) or expired.' },
  },
});

/**
 * Executive forgot and reset password, and the link check both reset pages make when they open. The member
 * mutations (requestPasswordReset, resetPassword) live with the member calls; all run the same service.
 */
@Resolver()
export class PasswordResetResolver {
  @Query(() => ResetLinkStatus, { description: 'Whether a reset link (member or executive) can still be used; lets a reset page say so before a password is typed.' })
  async resetLinkStatus(@Arg('token', { description: 'Token from the link.' }) token: string, @Ctx() ctx: RequestContext): Promise<ResetLinkStatus> {
    return (await ctx.services.passwordReset.linkStatus(ctx.em, token)) as ResetLinkStatus;
  }

  @Mutation(() => PasswordResetRequestResult, { description: "Mails an executive or administrator a link to {CONSOLE_URL}/admin-reset-password/{token} if the address has an account; the answer is the same either way (REST POST /api/admin/forgot-password)." })
  executiveForgotPassword(@Arg('email', { description: "The executive's e-mail." }) email: string, @Ctx() ctx: RequestContext) {
    return asResult(async () => {
      await ctx.services.passwordReset.request(ctx.em, email, 'executive');
      return Object.assign(new PasswordResetRequested(), { message: ctx.t('messages.resetLinkSent') });
    });
  }

  @Mutation(() => ResetPasswordResult, { description: "Sets an executive's new password with the token from the e-mailed link and ends all their sessions (REST POST /api/admin/reset-password/{token})." })
  executiveResetPassword(
    @Arg('token', { description: 'Token from the link.' }) token: string,
    @Arg('password', { description: 'New password, at least 6 characters.' }) password: string,
    @Ctx() ctx: RequestContext,
  ) {
    return asResult(async () => {
      await ctx.services.passwordReset.reset(ctx.em, token, password, 'executive');
      return Object.assign(new PasswordResetSuccess(), { message: ctx.t('messages.passwordResetDone') });
    });
  }
}
