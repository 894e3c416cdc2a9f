import type { Request, Response } from 'express';
import type { SessionKind } from './session.entity.js';
import type { IssuedSession } from './session.service.js';

/** Member and executive sessions use separate cookies (docs/product.md, "Sessions"). */
export const SESSION_COOKIE: Record<SessionKind, string> = { member: 'member_session', executive: 'executive_session' };

function secure(req: Request): boolean {
  return req.secure || req.headers['x-forwarded-proto'] === 'https';
}

export function setSessionCookie(req: Request, res: Response, kind: SessionKind, session: IssuedSession): void {
  res.cookie(SESSION_COOKIE[kind], session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(req),
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(req: Request, res: Response, kind: SessionKind): void {
  res.clearCookie(SESSION_COOKIE[kind], { httpOnly: true, sameSite: 'lax', secure: secure(req), path: '/' });
}

/** Tokens the request presents: the two cookies and an `Authorization: Bearer` token (integrators). */
export function presentedTokens(req: Request): { member?: string; executive?: string; bearer?: string } {
  const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
  const auth = req.headers.authorization;
  const bearer = auth && /^Bearer\s+/i.test(auth) ? auth.replace(/^Bearer\s+/i, '').trim() : undefined;
  return { member: cookies[SESSION_COOKIE.member], executive: cookies[SESSION_COOKIE.executive], bearer };
}

/** The token to end on logout of a kind: that kind's cookie, else the bearer token. */
export function tokenToEnd(req: Request, kind: SessionKind): string | undefined {
  const t = presentedTokens(req);
  return (kind === 'member' ? t.member : t.executive) ?? t.bearer;
}
