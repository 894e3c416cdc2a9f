import type { FileUpload } from 'graphql-upload/Upload.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { asResult } from '../../common/graphql-errors.js';
import { clearSessionCookie, setSessionCookie, tokenToEnd } from '../auth/cookies.js';
import { readUpload } from '../media/photo.service.js';
import {
  LoginInput, MemberListFilter, MemberSearchFilter, MemberSort, RegisterMemberInput, UpdateProfileInput,
} from './member.inputs.js';
import {
  DeleteResult, DeleteSuccess, LoginResult, LoginSuccess, MemberModerationResult, MemberModerationSuccess, MemberResult,
  PasswordResetRequestResult, PasswordResetRequested, PasswordResetSuccess, RegisterMemberResult, RegisterMemberSuccess,
  ResetPasswordResult, SearchMembersResult, UpdateProfileResult, UpdateProfileSuccess,
} from './member.results.js';
import { MemberPage, MemberSearchPage, MemberType } from './member.types.js';
import { memberView } from './member.view.js';
import { asksPairFields, primePairs, readPairs } from '../relationship/relationship.loader.js';
import { OWNER } from '../privacy/privacy.service.js';
import { STATUS_LABEL } from './member.view.js';

/** Member operations (docs/product.md, "Calls"). Thin: parse, call one service method, shape the answer. */
@Resolver()
export class MemberResolver {
  @Query(() => MemberType, { nullable: true, description: 'The logged-in member (any status), or null.' })
  async me(@Ctx() ctx: RequestContext): Promise<MemberType | null> {
    if (!ctx.viewer.memberId) return null;
    return ctx.services.members.own(ctx.sql, ctx.viewer); // a field's value: the plain view serves
  }

  @Query(() => MemberResult, { description: "A member's profile as the viewer may see it (REST GET /api/auth/user/{id})." })
  member(@Arg('id', () => ID, { description: 'Member id.' }) id: string, @Ctx() ctx: RequestContext) {
    return asResult(async () => {
      // The relationship and shortlist fields come with the profile, not from a second read.
      const { view, pair } = await ctx.services.members.profile(ctx.sql, ctx.viewer, id);
      if (pair) primePairs(ctx, [{ memberId: view.id, state: pair }]);
      return view as MemberType; // MemberResult tells it from a NotFoundError without an instance
    });
  }

  @Query(() => SearchMembersResult, { description: 'Approved members search Approved members (REST GET /api/auth/users/search).' })
  searchMembers(
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('filter', () => MemberSearchFilter, { nullable: true, description: 'Filters; none for the initial list.' }) filter?: MemberSearchFilter,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: '1-based page.' }) page?: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 10, description: 'Page size: 10 when scrolling, 100 for an explicit search (at most 100).' }) limit?: number,
  ) {
    return asResult(async () => {
      // The shared page's rows as they are: plain fields need no MemberType instance (only a union's member does).
      const result = await ctx.services.members.search(ctx.sql, ctx.viewer, filter ?? {}, page, limit);
      // The portal's cards show what each member is to the viewer: read for the whole page before the cards resolve.
      if (asksPairFields(info, 'items')) await readPairs(ctx, result.items.map((m) => m.id));
      return Object.assign(new MemberSearchPage(), result);
    });
  }

  @Query(() => MemberPage, { description: "Executives' Users List, filtered, sorted and paged by the server (REST GET /api/auth/users)." })
  async members(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => MemberListFilter, { nullable: true, description: 'Status, state, district, text.' }) filter?: MemberListFilter,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: '1-based page.' }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 25, description: 'Rows per page (at most 100).' }) pageSize?: number,
    @Arg('sort', () => MemberSort, { nullable: true, description: 'Sort order; newest first by default.' }) sort?: MemberSort,
    @Arg('fromEnd', () => Boolean, { nullable: true, defaultValue: false, description: 'Count pages from the last row (page 1 = the last pageSize rows, in the requested order): the last pages of a long list whose total is an estimate.' }) fromEnd?: boolean,
  ): Promise<MemberPage> {
    const result = await ctx.services.members.list(
      ctx.em, ctx.viewer,
      { ...filter, status: filter?.status ? STATUS_LABEL[filter.status] : null },
      page, pageSize, sort ? { field: sort.field, direction: sort.direction } : null, fromEnd ?? false,
    );
    return Object.assign(new MemberPage(), result, { items: result.items.map(MemberType.from) });
  }

  @Mutation(() => LoginResult, { description: 'Member login (REST POST /api/auth/login). Sets the member session cookie.' })
  login(@Arg('input', () => LoginInput, { description: 'Credentials.' }) input: LoginInput, @Ctx() ctx: RequestContext) {
    return asResult(async () => {
      const { member, session } = await ctx.services.members.login(ctx.em, input.email, input.password);
      if (!input.returnToken) setSessionCookie(ctx.req, ctx.res, 'member', session);
      await ctx.em.populate(member, ['executive']);
      return Object.assign(new LoginSuccess(), {
        member: MemberType.from(memberView(member, OWNER)),
        message: ctx.t('messages.loginSuccessful'),
        token: input.returnToken ? session.token : null,
      });
    });
  }

  @Mutation(() => Boolean, { description: 'Ends the member session on the server and clears its cookie.' })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.sessions.end(ctx.em, tokenToEnd(ctx.req, 'member'));
    clearSessionCookie(ctx.req, ctx.res, 'member');
    return true;
  }

  @Mutation(() => RegisterMemberResult, { description: 'Member registration with a photo, all or nothing (REST POST /api/auth/register).' })
  registerMember(
    @Arg('input', () => RegisterMemberInput, { description: 'Profile, password and chosen executive.' }) input: RegisterMemberInput,
    @Arg('photo', () => GraphQLUpload, { nullable: true, description: 'Profile photo: JPEG, PNG or WebP, at most 5 MB (required).' }) photo: Promise<FileUpload> | null,
    @Ctx() ctx: RequestContext,
  ) {
    return asResult(async () => {
      const data = await readUpload(photo);
      const member = await ctx.services.members.register(ctx.em, { ...input, executive: input.executiveId }, data, ctx.language);
      return Object.assign(new RegisterMemberSuccess(), { message: ctx.t('messages.registrationSuccess'), id: member.id });
    });
  }

  @Mutation(() => UpdateProfileResult, { description: 'The member edits their own profile; a new photo is optional (REST POST /api/auth/user/{id}).' })
  updateMyProfile(
    @Arg('input', () => UpdateProfileInput, { description: 'All profile fields.' }) input: UpdateProfileInput,
    @Arg('photo', () => GraphQLUpload, { nullable: true, description: 'Optional new photo.' }) photo: Promise<FileUpload> | null,
    @Ctx() ctx: RequestContext,
  ) {
    return asResult(async () => {
      const data = await readUpload(photo);
      const { executiveId, ...fields } = input;
      const view = await ctx.services.members.updateOwn(ctx.em, ctx.viewer, ctx.viewer.memberId ?? '', fields, data, executiveId);
      return Object.assign(new UpdateProfileSuccess(), { message: ctx.t('messages.profileUpdated'), member: MemberType.from(view) });
    });
  }

  @Mutation(() => MemberModerationResult, { description: 'An executive approves a member who is not Approved (REST POST /api/auth/users/{id}/approve).' })
  approveMember(@Arg('id', () => ID, { description: 'Member id.' }) id: string, @Ctx() ctx: RequestContext) {
    return asResult(async () =>
      Object.assign(new MemberModerationSuccess(), { message: ctx.t('messages.memberApproved'), member: MemberType.from(await ctx.services.members.approve(ctx.em, ctx.viewer, id)) }),
    );
  }

  @Mutation(() => MemberModerationResult, { description: 'An executive rejects a member who is not Approved (REST POST /api/auth/users/{id}/reject).' })
  rejectMember(@Arg('id', () => ID, { description: 'Member id.' }) id: string, @Ctx() ctx: RequestContext) {
    return asResult(async () =>
      Object.assign(new MemberModerationSuccess(), { message: ctx.t('messages.memberRejected'), member: MemberType.from(await ctx.services.members.reject(ctx.em, ctx.viewer, id)) }),
    );
  }

  @Mutation(() => DeleteResult, { description: 'An executive deletes a Rejected member and their photo (REST DELETE /api/auth/users/{id}).' })
  deleteMember(@Arg('id', () => ID, { description: 'Member id.' }) id: string, @Ctx() ctx: RequestContext) {
    return asResult(async () =>
      Object.assign(new DeleteSuccess(), { message: ctx.t('messages.memberDeleted'), id: await ctx.services.members.delete(ctx.em, ctx.viewer, id) }),
    );
  }

  @Mutation(() => PasswordResetRequestResult, { description: 'Sends a reset link if the address has an account; the answer is the same either way (REST POST /api/auth/forgot-password).' })
  requestPasswordReset(@Arg('email', { description: "The member's e-mail." }) email: string, @Ctx() ctx: RequestContext) {
    return asResult(async () => {
      await ctx.services.passwordReset.request(ctx.em, email);
      return Object.assign(new PasswordResetRequested(), { message: ctx.t('messages.resetLinkSent') });
    });
  }

  @Mutation(() => ResetPasswordResult, { description: 'Sets a new password with a reset token from the e-mailed link (REST POST /api/auth/reset-password/{token}).' })
  resetPassword(
    @Arg('token', { description: 'Token from the link.' }) token: string,
    @Arg('password', { description: 'New password, at least 6 characters.' }) password: string,
    @Ctx() ctx: RequestContext,
  ) {
    return asResult(async () => {
      await ctx.services.passwordReset.reset(ctx.em, token, password);
      return Object.assign(new PasswordResetSuccess(), { message: ctx.t('messages.passwordResetDone') });
    });
  }
}
