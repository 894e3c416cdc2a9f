import type { EntityManager } from '@mikro-orm/postgresql';
import { hashToken, newToken } from '../../common/tokens.js';
import type { Executive } from '../executive/executive.entity.js';
import type { Member } from '../member/member.entity.js';
import { Session, type SessionKind } from './session.entity.js';
import type { Viewer } from './viewer.js';

export const SESSION_TTL_MS: Record<SessionKind, number> = {
  member: 30 * 24 * 3600 * 1000, // renewed on use
  executive: 12 * 3600 * 1000,
};
/** A member session is renewed at most this often, so reads do not write on every request. */
const RENEW_AFTER_MS = 3600 * 1000;

export interface PresentedTokens {
  member?: string;
  executive?: string;
  bearer?: string;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** Server-side sessions: random 256-bit tokens, stored only as hashes (decisions 3). */
export class SessionService {
  async create(em: EntityManager, subject: { member: Member } | { executive: Executive }): Promise<IssuedSession> {
    const token = newToken();
    const kind: SessionKind = 'member' in subject ? 'member' : 'executive';
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS[kind]);
    const session = em.create(Session, {
      tokenHash: hashToken(token),
      kind,
      member: 'member' in subject ? subject.member : null,
      executive: 'executive' in subject ? subject.executive : null,
      expiresAt,
    });
    em.persist(session);
    await em.flush();
    return { token, expiresAt };
  }

  /**
   * Resolves the presented tokens to the viewer. Returns the member session's new expiry when it was renewed,
   * so the caller can refresh the cookie.
   */
  async resolve(em: EntityManager, tokens: PresentedTokens): Promise<{ viewer: Viewer; renewedMember?: IssuedSession }> {
    const viewer: Viewer = { member: null, executive: null, expired: false };
    const presented = [tokens.member, tokens.executive, tokens.bearer].filter((t): t is string => !!t && t.length < 200);
    if (presented.length === 0) return { viewer };
    const sessions = await em.find(
      Session,
      { tokenHash: { $in: presented.map(hashToken) } },
      { populate: ['member', 'executive'] },
    );
    const now = Date.now();
    let renewedMember: IssuedSession | undefined;
    for (const token of presented) {
      const session = sessions.find((s) => s.tokenHash === hashToken(token));
      if (!session || session.expiresAt.getTime() <= now) {
        viewer.expired = true;
        continue;
      }
      if (session.kind === 'member' && session.member) {
        viewer.member = session.member.getEntity();
        if (now - session.lastUsedAt.getTime() > RENEW_AFTER_MS) {
          session.lastUsedAt = new Date(now);
          session.expiresAt = new Date(now + SESSION_TTL_MS.member);
          await em.flush();
          if (token === tokens.member) renewedMember = { token, expiresAt: session.expiresAt };
        }
      } else if (session.kind === 'executive' && session.executive) {
        viewer.executive = session.executive.getEntity();
      }
    }
    return { viewer, renewedMember };
  }

  async end(em: EntityManager, token: string | undefined): Promise<void> {
    if (!token) return;
    await em.nativeDelete(Session, { tokenHash: hashToken(token) });
  }

  async endAllForMember(em: EntityManager, memberId: string): Promise<void> {
    await em.nativeDelete(Session, { member: memberId });
  }

  async purgeExpired(em: EntityManager): Promise<number> {
    return em.nativeDelete(Session, { expiresAt: { $lt: new Date() } });
  }
}
