import { Router } from 'express';
import { EXECUTIVE_FIELDS, type ExecutiveRegistrationFields } from '@matrimony/schema';
import { invalidField } from '../../common/failure.js';
import { field, rest, withUnderscoreId } from '../../common/rest.js';
import type { Viewer } from '../auth/viewer.js';
import { clearSessionCookie, setSessionCookie, tokenToEnd } from '../auth/cookies.js';
import { ExecutiveType } from './executive.types.js';
import type { Executive } from './executive.entity.js';
import { EXECUTIVE_STATUSES, type ExecutiveStatusFilter } from './executive.service.js';

/** REST mirror of the executive calls (docs/product.md, "Calls"), under /api/admin. */
export function executiveRoutes(): Router {
  const r = Router();
  const shown = (viewer: Viewer) => (e: Executive) => withUnderscoreId({ ...ExecutiveType.from(e, viewer) });

  r.post('/register', rest(async (ctx, req, res) => {
    const input = Object.fromEntries(EXECUTIVE_FIELDS.map((k) => [k, field(req.body, k)])) as unknown as ExecutiveRegistrationFields;
    const executive = await ctx.services.executives.register(ctx.em, input, ctx.language);
    res.status(201);
    return { success: true, message: ctx.t('messages.executiveRegistrationSuccess'), _id: executive.id };
  }));

  r.post('/login', rest(async (ctx, req, res) => {
    const returnToken = req.body?.returnToken === true || req.body?.returnToken === 'true';
    const { executive, session } = await ctx.services.executives.login(ctx.em, field(req.body, 'email'), field(req.body, 'password'));
    if (!returnToken) setSessionCookie(req, res, 'executive', session);
    return { success: true, message: ctx.t('messages.loginSuccessful'), Admin: withUnderscoreId({ ...ExecutiveType.own(executive) }), role: executive.role, ...(returnToken ? { token: session.token } : {}) };
  }));

  r.post('/logout', rest(async (ctx, req, res) => {
    await ctx.services.sessions.end(ctx.em, tokenToEnd(req, 'executive'));
    clearSessionCookie(req, res, 'executive');
    return { success: true, message: ctx.t('messages.loggedOut') };
  }));

  r.get('/by-location', rest(async (ctx, req) => {
    const found = await ctx.services.executives.byLocation(ctx.em, String(req.query.community ?? ''), String(req.query.district ?? ''));
    return { success: true, executives: found.map((e) => e.fullName), executiveOptions: found.map((e) => ({ _id: e.id, fullName: e.fullName })) };
  }));

  r.get('/all', rest(async (ctx, req, res) => {
    const result = await ctx.services.executives.list(
      ctx.em, ctx.viewer, Number(req.query.page) || 1, Number(req.query.limit ?? req.query.pageSize) || 100,
      statusFilter(req.query.status),
    );
    res.setHeader('X-Total-Count', String(result.totalCount));
    return result.items.map(shown(ctx.viewer));
  }));

  r.post('/approve/:id', rest(async (ctx, req) => ({ success: true, message: ctx.t('messages.executiveApproved'), admin: shown(ctx.viewer)(await ctx.services.executives.approve(ctx.em, ctx.viewer, String(req.params.id), currentAdminId(req.body))) })));
  r.post('/reject/:id', rest(async (ctx, req) => ({ success: true, message: ctx.t('messages.executiveRejected'), admin: shown(ctx.viewer)(await ctx.services.executives.reject(ctx.em, ctx.viewer, String(req.params.id), currentAdminId(req.body))) })));
  r.delete('/delete/:id', rest(async (ctx, req) => ({ success: true, message: ctx.t('messages.executiveDeleted'), _id: await ctx.services.executives.delete(ctx.em, ctx.viewer, String(req.params.id), currentAdminId(req.body)) })));

  // Beyond the original calls (docs/product.md, 'Calls'); the same service and answers as /api/auth's.
  r.post('/forgot-password', rest(async (ctx, req) => {
    await ctx.services.passwordReset.request(ctx.em, field(req.body, 'email'), 'executive');
    return { success: true, message: ctx.t('messages.resetLinkSent') };
  }));
  r.post('/reset-password/:token', rest(async (ctx, req) => {
    await ctx.services.passwordReset.reset(ctx.em, String(req.params.token), field(req.body, 'password'), 'executive');
    return { success: true, message: ctx.t('messages.passwordResetDone') };
  }));

  r.get('/:id', rest(async (ctx, req) => shown(ctx.viewer)(await ctx.services.executives.get(ctx.em, ctx.viewer, String(req.params.id)))));

  return r;
}

/** `?status=` of the Executives List: a status (any case) or nothing; anything else is refused, as for members. */
function statusFilter(raw: unknown): ExecutiveStatusFilter | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) return null;
  return EXECUTIVE_STATUSES.find((s) => s.toLowerCase() === value.toLowerCase()) ?? invalidField('status', 'INVALID_OPTION');
}

/**
 * `currentAdminId` as sent: absent or empty means not given. Anything else is compared with the session's
 * administrator as sent, so a value that is not a string (an object, a number) never matches (ADMIN_MISMATCH).
 */
function currentAdminId(body: unknown): string | null {
  const value = (body as Record<string, unknown> | undefined)?.currentAdminId;
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
