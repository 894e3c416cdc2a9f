import { Router } from 'express';
import { MEMBER_PROFILE_FIELDS, type MemberProfileFields, type MemberStatusLabel } from '@matrimony/schema';
import { invalidField } from '../../common/failure.js';
import { field, queryValue, readMultipart, rest, withUnderscoreId } from '../../common/rest.js';
import { clearSessionCookie, setSessionCookie, tokenToEnd } from '../auth/cookies.js';
import { memberView, STATUS_LABEL, type MemberStatusCode, type MemberView } from './member.view.js';
import type { ListSortField } from './member.service.js';
import { OWNER } from '../privacy/privacy.service.js';
import { noteShownWhole } from '../contact-sharing/contact-shown.js';

/** REST mirror of the member calls (docs/product.md, "Calls"), under /api/auth. Same services as the resolvers. */
export function memberRoutes(): Router {
  const r = Router();
  // REST spells the status as the product shows it ('Approved', 'Rejected', 'Not Approved').
  const user = (view: MemberView) => ({ ...withUnderscoreId(view), status: STATUS_LABEL[view.status] });

  r.post('/login', rest(async (ctx, req, res) => {
    const returnToken = req.body?.returnToken === true || req.body?.returnToken === 'true';
    const { member, session } = await ctx.services.members.login(ctx.em, field(req.body, 'email'), field(req.body, 'password'));
    if (!returnToken) setSessionCookie(req, res, 'member', session);
    await ctx.em.populate(member, ['executive']);
    return { success: true, message: ctx.t('messages.loginSuccessful'), user: user(memberView(member, OWNER)), ...(returnToken ? { token: session.token } : {}) };
  }));

  r.post('/logout', rest(async (ctx, req, res) => {
    await ctx.services.sessions.end(ctx.em, tokenToEnd(req, 'member'));
    clearSessionCookie(req, res, 'member');
    return { success: true, message: ctx.t('messages.loggedOut') };
  }));

  r.post('/register', rest(async (ctx, req, res) => {
    const { fields, file } = await readMultipart(req);
    const input = { ...profileFields(fields), password: fields.password ?? '', executive: fields.executive ?? fields.executiveId ?? '' };
    const member = await ctx.services.members.register(ctx.em, input, file, ctx.language);
    res.status(201);
    return { success: true, message: ctx.t('messages.registrationSuccess'), _id: member.id };
  }));

  r.get('/me', rest(async (ctx) => ({ success: true, user: user(await ctx.services.members.own(ctx.sql, ctx.viewer)) })));

  r.get('/users/search', rest(async (ctx, req) => {
    const q = (name: string) => queryValue(req.query, name);
    const result = await ctx.services.members.search(
      ctx.sql, ctx.viewer,
      { fullName: q('fullName'), qualification: q('qualification'), district: q('district'), profession: q('profession'), gender: q('gender') },
      Number(q('page')) || 1, Number(q('limit')) || 10,
    );
    return { success: true, users: result.items.map(user), page: result.page, limit: result.limit, hasMore: result.hasMore };
  }));

  r.get('/users', rest(async (ctx, req, res) => {
    const q = (name: string) => queryValue(req.query, name);
    const result = await ctx.services.members.list(
      ctx.em, ctx.viewer,
      { status: statusFilter(q('status')), state: q('state'), district: q('district'), search: q('search') },
      Number(q('page')) || 1, Number(q('limit') ?? q('pageSize')) || 100,
      sortOf(q('sort'), q('order')),
    );
    res.setHeader('X-Total-Count', String(result.totalCount));
    return result.items.map(user);
  }));

  r.get('/user/:id', rest(async (ctx, req) => ({ success: true, user: user(noteShownWhole(ctx, (await ctx.services.members.profile(ctx.sql, ctx.viewer, String(req.params.id))).view)) })));

  r.post('/user/:id', rest(async (ctx, req) => {
    const { fields, file } = await readMultipart(req);
    const view = await ctx.services.members.updateOwn(
      ctx.em, ctx.viewer, String(req.params.id), profileFields(fields), file, fields.executive ?? fields.executiveId ?? null,
    );
    return { success: true, message: ctx.t('messages.profileUpdated'), user: user(view) };
  }));

  r.post('/users/:id/approve', rest(async (ctx, req) => ({ success: true, message: ctx.t('messages.memberApproved'), user: user(await ctx.services.members.approve(ctx.em, ctx.viewer, String(req.params.id))) })));
  r.post('/users/:id/reject', rest(async (ctx, req) => ({ success: true, message: ctx.t('messages.memberRejected'), user: user(await ctx.services.members.reject(ctx.em, ctx.viewer, String(req.params.id))) })));
  r.delete('/users/:id', rest(async (ctx, req) => ({ success: true, message: ctx.t('messages.memberDeleted'), _id: await ctx.services.members.delete(ctx.em, ctx.viewer, String(req.params.id)) })));

  r.post('/forgot-password', rest(async (ctx, req) => {
    await ctx.services.passwordReset.request(ctx.em, field(req.body, 'email'));
    return { success: true, message: ctx.t('messages.resetLinkSent') };
  }));
  r.post('/reset-password/:token', rest(async (ctx, req) => {
    await ctx.services.passwordReset.reset(ctx.em, String(req.params.token), field(req.body, 'password'));
    return { success: true, message: ctx.t('messages.passwordResetDone') };
  }));

  return r;
}

/**
 * The Users List status filter: a label ('Not Approved') or a code ('NOT_APPROVED'). Anything else is refused, by
 * own keys only: 'constructor' or '__proto__' must not reach the query as a function or an empty object.
 */
function statusFilter(value: string | null): MemberStatusLabel | null {
  if (!value) return null;
  if (Object.hasOwn(STATUS_LABEL, value)) return STATUS_LABEL[value as MemberStatusCode];
  if ((Object.values(STATUS_LABEL) as string[]).includes(value)) return value as MemberStatusLabel;
  return invalidField('status', 'INVALID_OPTION');
}

function profileFields(fields: Record<string, string>): MemberProfileFields {
  return Object.fromEntries(MEMBER_PROFILE_FIELDS.map((k) => [k, fields[k] ?? ''])) as unknown as MemberProfileFields;
}

const SORTABLE: ListSortField[] = ['fullName', 'email', 'state', 'district', 'status', 'createdAt'];
function sortOf(field: string | null, order: string | null) {
  if (!field || !SORTABLE.includes(field as ListSortField)) return null;
  return { field: field as ListSortField, direction: order === 'desc' ? 'desc' as const : 'asc' as const };
}
