import { statement, type HotSql, type Statement } from '../../common/hot-sql.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MemberStatusLabel } from '@matrimony/schema';
import { pickColumns, selectColumns } from '../../common/columns.js';
import type { EventBus } from '../../common/event-bus.js';
import { hashToken, newToken } from '../../common/tokens.js';
import { Executive } from '../executive/executive.entity.js';
import { Member } from '../member/member.entity.js';
import { MEMBERS_CHANGED } from '../member/search-cache.js';
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

/**
 * The viewer a session gives: the member's id and status at once, their entity only when something reads it
 * (mapped into the request's EntityManager, or the one it already holds: a request that loaded or changed the
 * member itself gets that entity, not the session's older copy).
 */
class SessionViewer implements Viewer {
  executive: Executive | null = null;
  expired = false;
  memberId: string | null = null;
  memberStatus: MemberStatusLabel | null = null;
  memberCreatedAt: Date | null = null;
  private row: SessionRow | null = null;
  private entity: Member | null = null;

  constructor(private readonly emOf: () => EntityManager) {}

  setMember(row: SessionRow): void {
    this.row = row;
    this.memberId = String(row['m.id']);
    this.memberStatus = row['m.status'] as MemberStatusLabel;
    this.memberCreatedAt = new Date(row['m.created_at'] as string | Date);
  }

  get member(): Member | null {
    if (this.entity || !this.row) return this.entity;
    const em = this.emOf();
    const known = em.getUnitOfWork().getById<Member>(Member.name, this.memberId!);
    this.entity = known ?? em.map(Member, pickColumns(em, Member.name, this.row, 'm')!);
    return this.entity;
  }
}

/** Server-side sessions: random 256-bit tokens, stored only as hashes (docs/product.md, "Sessions"). */
export class SessionService {
  /** Member sessions read in the last few seconds, by token hash (bounded; oldest dropped first). */
  private readonly cached = new Map<string, { until: number; row: SessionRow }>();

  /**
   * `events`: where ended sessions are announced, so open WebSockets of theirs close on every server.
   * `cacheMs` (SESSION_CACHE_SECONDS): how long a member session's row is reused without asking the database. A
   * logout, password reset or any change to the member (status, suspension, profile) on any server drops it at
   * once through the event bus; a server that lost the bus drops all of them.
   */
  private readStatement: Statement | undefined;

  constructor(
    private readonly events?: EventBus,
    private readonly cacheMs = 0,
    private readonly maxCached = 10_000,
    /** Every request reads its session: on the hot pool when there is one (the API; not the CLI). */
    private readonly hot?: HotSql,
  ) {
    if (events && cacheMs > 0) {
      events.subscribe(SESSIONS_ENDED, (p) => this.forget((row) =>
        (Array.isArray(p.sessionIds) && p.sessionIds.includes(row.id)) || (!!p.memberId && row['m.id'] === p.memberId)));
      events.subscribe(MEMBERS_CHANGED, (p) => this.forget((row) => Array.isArray(p.ids) && p.ids.includes(String(row['m.id']))));
      events.onGap(() => this.cached.clear());
    }
  }

  /** Drops every cached session (tests that change session rows behind the API's back). */
  clearCache(): void {
    this.cached.clear();
  }

  private forget(match: (row: SessionRow) => boolean): void {
    for (const [hash, entry] of this.cached) if (match(entry.row)) this.cached.delete(hash);
  }

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
  async resolve(emOf: () => EntityManager, tokens: PresentedTokens): Promise<{ viewer: Viewer; renewedMember?: IssuedSession; sessions: ResolvedSession[] }> {
    // `emOf` gives the request's EntityManager, made when first needed (a cached session of a member needs none).
    const viewer = new SessionViewer(emOf);
    const sessions: ResolvedSession[] = [];
    const presented = [tokens.member, tokens.executive, tokens.bearer].filter((t): t is string => !!t && t.length < 200);
    if (presented.length === 0) return { viewer, sessions };
    // Every request pays for this lookup, so it is one query on the token hash's unique index with both accounts
    // joined as plain columns (no JSON built per row), reused for a few seconds (see the constructor); the
    // member's entity is built only if the request reads `viewer.member`.
    const hashes = presented.map(hashToken);
    const now = Date.now();
    const rows: SessionRow[] = [];
    const missing: string[] = [];
    for (const hash of hashes) {
      const hit = this.cached.get(hash);
      if (hit && hit.until > now) rows.push(hit.row);
      else missing.push(hash);
    }
    if (missing.length) rows.push(...await this.read(emOf(), missing));
    let renewedMember: IssuedSession | undefined;
    for (const [i, token] of presented.entries()) {
      const row = rows.find((r) => r.token_hash === hashes[i]);
      if (!row || new Date(row.expires_at).getTime() <= now) {
        this.cached.delete(hashes[i]!);
        viewer.expired = true;
        continue;
      }
      if (row.kind === 'member' && row['m.id'] != null) {
        viewer.setMember(row);
        let expiresAt = new Date(row.expires_at);
        if (now - new Date(row.last_used_at).getTime() > RENEW_AFTER_MS) {
          expiresAt = new Date(now + SESSION_TTL_MS.member);
          await emOf().nativeUpdate(Session, { id: row.id }, { lastUsedAt: new Date(now), expiresAt });
          row.last_used_at = new Date(now);
          row.expires_at = expiresAt;
          if (token === tokens.member) renewedMember = { token, expiresAt };
        }
        sessions.push({ id: row.id, kind: row.kind, expiresAt });
        this.remember(hashes[i]!, row, now);
      } else if (row.kind === 'executive' && row['e.id'] != null) {
        const e = emOf();
        viewer.executive = e.map(Executive, pickColumns(e, Executive.name, row, 'e')!);
        sessions.push({ id: row.id, kind: row.kind, expiresAt: new Date(row.expires_at) });
      }
    }
    return { viewer, renewedMember, sessions };
  }

  private remember(hash: string, row: SessionRow, now: number): void {
    if (this.cacheMs <= 0) return;
    this.cached.delete(hash);
    if (this.cached.size >= this.maxCached) this.cached.delete(this.cached.keys().next().value!); // oldest first
    this.cached.set(hash, { until: now + this.cacheMs, row });
  }

  private async read(em: EntityManager, hashes: string[]): Promise<SessionRow[]> {
    // The text depends only on the entities' columns: made once, then a prepared statement on the hot pool.
    this.readStatement ??= statement('session_read', `select s.id, s.token_hash, s.kind, s.expires_at, s.last_used_at,
              ${selectColumns(em, Member.name, 'm', 'm')}, ${selectColumns(em, Executive.name, 'e', 'e')}
         from session s
         left join member m on m.id = s.member_id
         left join executive e on e.id = s.executive_id
        where s.token_hash = any(?::text[])`);
    if (this.hot) return this.hot.run<SessionRow>(this.readStatement, [hashes]);
    return em.getConnection().execute(this.readStatement.text.replace('$1', '?'), [`{${hashes.join(',')}}`]);
  }

  async end(em: EntityManager, token: string | undefined): Promise<void> {
    if (!token) return;
    this.cached.delete(hashToken(token));
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
