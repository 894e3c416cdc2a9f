import type { EntityManager } from '@mikro-orm/postgresql';
import { pickColumns, selectColumns } from '../../common/columns.js';
import type { EventBus } from '../../common/event-bus.js';
import { hashToken, newToken } from '../../common/tokens.js';
import { Executive } from '../executive/executive.entity.js';
import { Member } from '../member/member.entity.js';
import { Session, type SessionKind } from './session.entity.js';
import type { Viewer } from './viewer.js';

export const SESSION_TTL_MS: Record<SessionKind, number> = {
  member: 30 * 24 * 3600 * 1000, // renewed on use
  executive: 12 * 3600 * 1000,
};
/** A member session is renewed at most this often, so reads do not write on every request. */
const RENEW_AFTER_MS = 3600 * 1000;

interface SessionRow {
  id: string;
  token_hash: string;
  kind: SessionKind;
  expires_at: string | Date;
  last_used_at: string | Date;
  [column: string]: unknown;
}

export interface PresentedTokens {
  member?: string;
  executive?: string;
  bearer?: string;
}

/** Topic of "these sessions ended" (logout, password reset): every server closes their WebSockets. */
export const SESSIONS_ENDED = 'sessions.ended';

/** A session the request presented that is valid: which one, and until when (live WebSockets close then). */
export interface ResolvedSession {
  id: string;
  kind: SessionKind;
  expiresAt: Date;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** Server-side sessions: random 256-bit tokens, stored only as hashes (docs/product.md, "Sessions"). */
export class SessionService {
  /** `events`: where ended sessions are announced, so open WebSockets of theirs close on every server. */
  constructor(private readonly events?: EventBus) {}

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
  async resolve(em: EntityManager, tokens: PresentedTokens): Promise<{ viewer: Viewer; renewedMember?: IssuedSession; sessions: ResolvedSession[] }> {
    const viewer: Viewer = { member: null, executive: null, expired: false };
    const sessions: ResolvedSession[] = [];
    const presented = [tokens.member, tokens.executive, tokens.bearer].filter((t): t is string => !!t && t.length < 200);
    if (presented.length === 0) return { viewer, sessions };
    // Every request pays for this lookup, so it is one query on the token hash's unique index with both accounts
    // joined as plain columns (no JSON built per row), mapped into the request's identity map (the ORM's own find
    // costs several times more CPU here).
    const hashes = presented.map(hashToken);
    const rows: SessionRow[] = await em.getConnection().execute(
      `select s.id, s.token_hash, s.kind, s.expires_at, s.last_used_at,
              ${selectColumns(em, Member.name, 'm', 'm')}, ${selectColumns(em, Executive.name, 'e', 'e')}
         from session s
         left join member m on m.id = s.member_id
         left join executive e on e.id = s.executive_id
        where s.token_hash in (${presented.map(() => '?').join(', ')})`,
      hashes,
    );
    const now = Date.now();
    let renewedMember: IssuedSession | undefined;
    for (const [i, token] of presented.entries()) {
      const row = rows.find((r) => r.token_hash === hashes[i]);
      if (!row || new Date(row.expires_at).getTime() <= now) {
        viewer.expired = true;
        continue;
      }
      const member = row.kind === 'member' ? pickColumns(em, Member.name, row, 'm') : null;
      const executive = row.kind === 'executive' ? pickColumns(em, Executive.name, row, 'e') : null;
      if (member) {
        viewer.member = em.map(Member, member);
        let expiresAt = new Date(row.expires_at);
        if (now - new Date(row.last_used_at).getTime() > RENEW_AFTER_MS) {
          expiresAt = new Date(now + SESSION_TTL_MS.member);
          await em.nativeUpdate(Session, { id: row.id }, { lastUsedAt: new Date(now), expiresAt });
          if (token === tokens.member) renewedMember = { token, expiresAt };
        }
        sessions.push({ id: row.id, kind: row.kind, expiresAt });
      } else if (executive) {
        viewer.executive = em.map(Executive, executive);
        sessions.push({ id: row.id, kind: row.kind, expiresAt: new Date(row.expires_at) });
      }
    }
    return { viewer, renewedMember, sessions };
  }

  async end(em: EntityManager, token: string | undefined): Promise<void> {
    if (!token) return;
    const rows: Array<{ id: string }> = await em.getConnection().execute(
      'delete from session where token_hash = ? returning id', [hashToken(token)], 'all', em.getTransactionContext(),
    );
    if (rows.length) await this.announce({ sessionIds: rows.map((r) => r.id) });
  }

  async endAllForMember(em: EntityManager, memberId: string): Promise<void> {
    await em.nativeDelete(Session, { member: memberId });
    await this.announce({ memberId });
  }

  async endAllForExecutive(em: EntityManager, executiveId: string): Promise<void> {
    await em.nativeDelete(Session, { executive: executiveId });
    await this.announce({ executiveId });
  }

  /** Ids only (event-bus rule): the servers close the WebSockets opened with these sessions. */
  private async announce(payload: { sessionIds?: string[]; memberId?: string; executiveId?: string }): Promise<void> {
    await this.events?.publish(SESSIONS_ENDED, payload);
  }

  async purgeExpired(em: EntityManager): Promise<number> {
    return em.nativeDelete(Session, { expiresAt: { $lt: new Date() } });
  }
}
