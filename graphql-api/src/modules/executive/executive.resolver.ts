import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { asResult } from '../../common/graphql-errors.js';
import { Refusal } from '../../common/failure.js';
import { clearSessionCookie, setSessionCookie, tokenToEnd } from '../auth/cookies.js';
import { LoginInput } from '../member/member.inputs.js';
import { DeleteResult, DeleteSuccess } from '../member/member.results.js';
import {
  ExecutiveLoginResult, ExecutiveLoginSuccess, ExecutiveModerationResult, ExecutiveModerationSuccess, ExecutiveOption,
  ExecutivePage, ExecutiveStatus, ExecutiveType, RegisterExecutiveInput, RegisterExecutiveResult, RegisterExecutiveSuccess,
} from './executive.types.js';

/** Executive and administrator operations (docs/product.md, "Calls"). */
@Resolver()
export class ExecutiveResolver {
  @Query(() => ExecutiveType, { nullable: true, description: 'The logged-in executive or administrator, or null.' })
  currentExecutive(@Ctx() ctx: RequestContext): ExecutiveType | null {
    return ctx.viewer.executive ? ExecutiveType.own(ctx.viewer.executive) : null;
  }

  @Query(() => [ExecutiveOption], { description: 'Approved executives serving a community and district; anyone may ask (REST GET /api/admin/by-location).' })
  async executivesByLocation(
    @Arg('community', { description: 'Community.' }) community: string,
    @Arg('district', { description: 'District.' }) district: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ExecutiveOption[]> {
    const found = await ctx.services.executives.byLocation(ctx.em, community, district);
    return found.map((e) => Object.assign(new ExecutiveOption(), { id: e.id, fullName: e.fullName }));
  }

  @Query(() => ExecutivePage, { description: 'Administrators list executives (REST GET /api/admin/all).' })
  async executives(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: '1-based page.' }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 25, description: 'Rows per page (at most 100).' }) pageSize?: number,
    @Arg('status', () => ExecutiveStatus, { nullable: true, description: 'Only this status.' }) status?: ExecutiveStatus,
  ): Promise<ExecutivePage> {
    const result = await ctx.services.executives.list(ctx.em, ctx.viewer, page, pageSize, status ?? null);
    return Object.assign(new ExecutivePage(), result, { items: result.items.map((e) => ExecutiveType.from(e, ctx.viewer)) });
  }

  @Query(() => ExecutiveType, { nullable: true, description: "An executive's details, for approved executives and administrators; null when not found (REST GET /api/admin/{id})." })
  async executive(@Arg('id', () => ID, { description: 'Executive id.' }) id: string, @Ctx() ctx: RequestContext): Promise<ExecutiveType | null> {
    try {
      return ExecutiveType.from(await ctx.services.executives.get(ctx.em, ctx.viewer, id), ctx.viewer);
    } catch (err) {
      if (err instanceof Refusal && err.failure.code === 'NOT_FOUND') return null;
      throw err;
    }
  }

  @Mutation(() => RegisterExecutiveResult, { description: 'Executive registration; the account waits for approval (REST POST /api/admin/register).' })
  registerExecutive(@Arg('input', () => RegisterExecutiveInput, { description: 'Every field is required.' }) input: RegisterExecutiveInput, @Ctx() ctx: RequestContext) {
    return asResult(async () => {
      const executive = await ctx.services.executives.register(ctx.em, { ...input }, ctx.language);
      return Object.assign(new RegisterExecutiveSuccess(), { message: ctx.t('messages.executiveRegistrationSuccess'), id: executive.id });
    });
  }

  @Mutation(() => ExecutiveLoginResult, { description: 'Executive login: only administrators or approved executives (REST POST /api/admin/login).' })
  executiveLogin(@Arg('input', () => LoginInput, { description: 'Credentials.' }) input: LoginInput, @Ctx() ctx: RequestContext) {
    return asResult(async () => {
      const { executive, session } = await ctx.services.executives.login(ctx.em, input.email, input.password);
      if (!input.returnToken) setSessionCookie(ctx.req, ctx.res, 'executive', session);
      return Object.assign(new ExecutiveLoginSuccess(), {
        executive: ExecutiveType.own(executive),
        message: ctx.t('messages.loginSuccessful'),
        token: input.returnToken ? session.token : null,
      });
    });
  }

  @Mutation(() => Boolean, { description: 'Ends the executive session on the server and clears its cookie.' })
  async executiveLogout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.sessions.end(ctx.em, tokenToEnd(ctx.req, 'executive'));
    clearSessionCookie(ctx.req, ctx.res, 'executive');
    return true;
  }

  @Mutation(() => ExecutiveModerationResult, { description: 'An administrator approves a Pending executive (REST POST /api/admin/approve/{id}).' })
  approveExecutive(
    @Arg('id', () => ID, { description: 'Executive id.' }) id: string,
    @Ctx() ctx: RequestContext,
    @Arg('currentAdminId', () => ID, { nullable: true, description: "Accepted for compatibility; must be the session's administrator." }) currentAdminId?: string,
  ) {
    return asResult(async () =>
      Object.assign(new ExecutiveModerationSuccess(), {
        message: ctx.t('messages.executiveApproved'),
        executive: ExecutiveType.from(await ctx.services.executives.approve(ctx.em, ctx.viewer, id, currentAdminId), ctx.viewer),
      }),
    );
  }

  @Mutation(() => ExecutiveModerationResult, { description: 'An administrator rejects a Pending executive (REST POST /api/admin/reject/{id}).' })
  rejectExecutive(
    @Arg('id', () => ID, { description: 'Executive id.' }) id: string,
    @Ctx() ctx: RequestContext,
    @Arg('currentAdminId', () => ID, { nullable: true, description: "Accepted for compatibility; must be the session's administrator." }) currentAdminId?: string,
  ) {
    return asResult(async () =>
      Object.assign(new ExecutiveModerationSuccess(), {
        message: ctx.t('messages.executiveRejected'),
        executive: ExecutiveType.from(await ctx.services.executives.reject(ctx.em, ctx.viewer, id, currentAdminId), ctx.viewer),
      }),
    );
  }

  @Mutation(() => DeleteResult, { description: 'An administrator deletes a Rejected executive (REST DELETE /api/admin/delete/{id}).' })
  deleteExecutive(
    @Arg('id', () => ID, { description: 'Executive id.' }) id: string,
    @Ctx() ctx: RequestContext,
    @Arg('currentAdminId', () => ID, { nullable: true, description: "Accepted for compatibility; must be the session's administrator." }) currentAdminId?: string,
  ) {
    return asResult(async () =>
      Object.assign(new DeleteSuccess(), { message: ctx.t('messages.executiveDeleted'), id: await ctx.services.executives.delete(ctx.em, ctx.viewer, id, currentAdminId) }),
    );
  }
}
