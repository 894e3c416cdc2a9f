import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from '../../common/event-bus.js';
import { KeptById } from '../../common/kept-by-id.js';
import { preparedRows, type SqlAccess } from '../../common/prepared.js';
import { Member } from '../member/member.entity.js';
import {
  DEFAULT_SHARED_CONTACT, LISTED_MEMBER_SQL, NO_RELATIONSHIP, type ContactField, type Relationship,
} from '../privacy/privacy.service.js';

/** Days after a decline before the same sender may ask again, and before an interest expires (docs/product.md). */
export const COOLDOWN_DAYS = 90;
export const EXPIRY_DAYS = 90;

/** What two members are to each other, seen from one of them (the viewer). */
export interface PairState {
  /** Either blocked the other: each is 'User not found' to the other. */
  blocked: boolean;
  /** The viewer is the one who blocked. */
  blockedByViewer: boolean;
  /** A live connection. */
  connected: boolean;
  /** Id of the viewer's pending interest to them. */
  pendingSent: string | null;
  /** Id of their pending interest to the viewer. */
  pendingReceived: string | null;
  /** The pair's latest interest was declined, less than 90 days ago. */
  declined: boolean;
  /** When the viewer may ask again: their own latest interest was declined less than 90 days ago (else null). */
  interestAllowedFrom: Date | null;
  /** On the viewer's shortlist. */
  shortlisted: boolean;
}

export type RelationshipValue = 'NONE' | 'INTEREST_SENT' | 'INTEREST_RECEIVED' | 'CONNECTED' | 'DECLINED';

export const NO_PAIR: PairState = Object.freeze({
  blocked: false, blockedByViewer: false, connected: false, pendingSent: null, pendingReceived: null, declined: false, interestAllowedFrom: null,
  shortlisted: false,
});

/** The one-word state the portal shows on a profile and a card. */
export function relationshipOf(state: PairState): RelationshipValue {
  if (state.connected) return 'CONNECTED';
  if (state.pendingSent) return 'INTEREST_SENT';
  if (state.pendingReceived) return 'INTEREST_RECEIVED';
  if (state.declined) return 'DECLINED';
  return 'NONE';
}

/**
 * What a pair's own records say besides a block or a connection (those the privacy columns read): the viewer's
 * shortlist and the pair's latest interest, for the member whose id is the expression `id` (e.g. `m.id`).
 * `select` goes in the select list, `join` after the FROM item holding it; every `?` is the viewer's id. Read the
 * row with `pairFromRow`.
 */
export function pairColumns(id: string) {
  return {
    select: `exists(select 1 from shortlist_entry s where s.owner_id = ?::uuid and s.member_id = ${id}) as pair_shortlisted,
             pair_last.id as pair_pending_id, pair_last.sender_id as pair_pending_sender, pair_last.status as pair_last_status,
             pair_last.responded_at as pair_last_responded`,
    selectParams: (viewerId: string) => [viewerId],
    join: `left join lateral (
             select i.id, i.sender_id, i.status, i.responded_at from interest i
              where least(i.sender_id, i.recipient_id) = least(?::uuid, ${id}) and greatest(i.sender_id, i.recipient_id) = greatest(?::uuid, ${id})
              order by least(i.sender_id, i.recipient_id), greatest(i.sender_id, i.recipient_id), i.created_at desc
              limit 1) pair_last on true`,
    joinParams: (viewerId: string) => [viewerId, viewerId],
  };
}

/** The pair state from a row read with `pairColumns`, and the block and connection read beside it. */
export function pairFromRow(viewerId: string, row: Record<string, unknown>, links: { blockedByViewer: boolean; blockedViewer: boolean; connected: boolean }): PairState {
  const pending = row.pair_last_status === 'PENDING';
  const responded = row.pair_last_responded as string | Date | null;
  const cooldownEnds = row.pair_last_status === 'DECLINED' && responded ? new Date(responded).getTime() + COOLDOWN_DAYS * 86_400_000 : 0;
  const declined = cooldownEnds > Date.now();
  return {
    blocked: links.blockedByViewer || links.blockedViewer,
    blockedByViewer: links.blockedByViewer,
    connected: links.connected,
    pendingSent: pending && row.pair_pending_sender === viewerId ? (row.pair_pending_id as string) : null,
    pendingReceived: pending && row.pair_pending_sender !== viewerId ? (row.pair_pending_id as string) : null,
    declined,
    interestAllowedFrom: declined && row.pair_pending_sender === viewerId ? new Date(cooldownEnds) : null,
    shortlisted: !!row.pair_shortlisted,
  };
}

/** The most relations of one member a server keeps (a few hundred bytes each); a member with more is read each time. */
const MAX_KEPT_RELATIONS = 5_000;

/** Topic of "a record between these members changed" (a block, a connection, an interest, the shortlist, contact sharing). */
export const RELATIONS_CHANGED = 'relations.changed';

/** A row of `pairRowsSql`: the other member's id, the block and connection flags, `pairColumns` and what they share. */
type PairRow = Record<string, unknown> & { id: string; blocked_by_me: boolean; blocked_me: boolean; connected: boolean };

/**
 * For one viewer (every `?` is their id) and the other members whose ids the FROM item `source` gives as `o(id)`:
 * the block either way, a live connection, the latest interest and the shortlist (`pairColumns`), and what the other
 * shares with connections. Read the rows with `pairStateOf` (or as `MemberRelations`); pass the parameters with
 * `pairRowsParams`.
 */
const PAIR_OF_ROW = pairColumns('o.id');
function pairRowsSql(source: string): string {
  return `select o.id,
              exists(select 1 from block b where b.blocker_id = ?::uuid and b.blocked_id = o.id) as blocked_by_me,
              exists(select 1 from block b where b.blocker_id = o.id and b.blocked_id = ?::uuid) as blocked_me,
              exists(select 1 from connection c where c.member_a_id = least(?::uuid, o.id) and c.member_b_id = greatest(?::uuid, o.id)
                       and c.ended_at is null) as connected,
              ${PAIR_OF_ROW.select},
              ${LISTED_MEMBER_SQL.sharedContact('o.id')}
         from ${source}
         ${PAIR_OF_ROW.join}`;
}
/** The parameters of a `pairRowsSql` query: the viewer's id where the columns need it, and `source`'s own. */
function pairRowsParams(viewerId: string, source: string[]): string[] {
  return [viewerId, viewerId, viewerId, viewerId, ...PAIR_OF_ROW.selectParams(viewerId), ...source, ...PAIR_OF_ROW.joinParams(viewerId)];
}

const PAIRS_SQL = pairRowsSql('unnest(?::uuid[]) as o(id)');

/** The other members of a member's live connections (both `?` are the member's id). */
const LIVE_CONNECTIONS = `select member_b_id from connection where member_a_id = ?::uuid and ended_at is null
    union select member_a_id from connection where member_b_id = ?::uuid and ended_at is null`;

/**
 * Everyone the viewer has a record with that can change what they are to each other: a block either way, a live
 * connection, a pending interest either way, an interest declined within the cooldown, the viewer's shortlist.
 * Anyone else is nothing to the viewer (NO_PAIR).
 */
const RELATIONS_SQL = pairRowsSql(`(
    select blocked_id from block where blocker_id = ?::uuid
    union select blocker_id from block where blocked_id = ?::uuid
    union ${LIVE_CONNECTIONS}
    union select recipient_id from interest where sender_id = ?::uuid
            and (status = 'PENDING' or (status = 'DECLINED' and responded_at > now() - make_interval(days => ${COOLDOWN_DAYS})))
    union select sender_id from interest where recipient_id = ?::uuid
            and (status = 'PENDING' or (status = 'DECLINED' and responded_at > now() - make_interval(days => ${COOLDOWN_DAYS})))
    union select member_id from shortlist_entry where owner_id = ?::uuid) as o(id)`);

function pairStateOf(viewerId: string, r: PairRow): PairState {
  return pairFromRow(viewerId, r, { blockedByViewer: r.blocked_by_me, blockedViewer: r.blocked_me, connected: r.connected });
}

/**
 * What one member is to everyone else, as read at one moment: answers a view's questions (a profile's contact
 * fields, a card's relationship, a search's blocks) without a query. Members without a record are nothing to them.
 */
export class MemberRelations {
  private readonly rows: ReadonlyMap<string, PairRow>;
  /** Everyone the member blocked or was blocked by. */
  readonly blocked: ReadonlySet<string>;

  constructor(private readonly memberId: string, rows: PairRow[]) {
    this.rows = new Map(rows.map((r) => [r.id, r]));
    this.blocked = new Set(rows.filter((r) => r.blocked_by_me || r.blocked_me).map((r) => r.id));
  }

  /** How many members this one has a record with. */
  get size(): number {
    return this.rows.size;
  }

  /** What the other member is to this one (interests, connection, block, shortlist). */
  pair(otherId: string): PairState {
    const row = this.rows.get(otherId);
    return row ? pairStateOf(this.memberId, row) : NO_PAIR;
  }

  /** What the privacy rules need of the pair: a block, a connection and what the other shares with connections. */
  relationship(otherId: string): Relationship {
    const row = this.rows.get(otherId);
    if (!row) return NO_RELATIONSHIP;
    return {
      blocked: row.blocked_by_me || row.blocked_me,
      connected: row.connected,
      sharedContact: (row.rel_shared as ContactField[] | null) ?? DEFAULT_SHARED_CONTACT,
    };
  }
}

/**
 * Reads what members are to each other (interests, connections, blocks, shortlist) for one viewer. Read-only: the
 * domains that change these records own their rules, and call `changed` after each commit.
 *
 * Two ways to read: `pairs`/`pair`, exact, in the caller's transaction (every change and check under the pair's
 * lock); and `of`, a member's relations kept for a while per server (PROFILE_CACHE_SECONDS, like profile rows) for
 * views: profiles, cards, search pages. Every change announces RELATIONS_CHANGED on the event bus, which drops both
 * members' relations on every server, on the one that made it before it answers; a server that lost the bus drops
 * all; relations read while a change was announced are not kept.
 */
export class RelationshipService {
  private readonly kept: KeptById<MemberRelations>;
  private changeCount = 0;

  constructor(private readonly deps: { events?: EventBus; keepMs?: number; maxMembers?: number } = {}) {
    // A member with records with thousands of others (a long shortlist, a very popular profile) is read each time.
    this.kept = new KeptById(deps.keepMs ?? 0, deps.maxMembers ?? 10_000, (relations) => relations.size <= MAX_KEPT_RELATIONS);
    if (deps.events && (deps.keepMs ?? 0) > 0) {
      deps.events.subscribe(RELATIONS_CHANGED, (p) => this.kept.drop(p.members));
      deps.events.onGap(() => this.kept.drop());
    }
  }

  async pairs(db: SqlAccess, viewerId: string, otherIds: readonly string[]): Promise<Map<string, PairState>> {
    const ids = [...new Set(otherIds)].filter((id) => id !== viewerId);
    const out = new Map<string, PairState>();
    if (!ids.length) return out;
    const rows = await preparedRows<PairRow>(db, PAIRS_SQL, pairRowsParams(viewerId, [`{${ids.join(',')}}`]));
    for (const r of rows) out.set(r.id, pairStateOf(viewerId, r));
    return out;
  }

  async pair(db: SqlAccess, viewerId: string, otherId: string): Promise<PairState> {
    return (await this.pairs(db, viewerId, [otherId])).get(otherId) ?? NO_PAIR;
  }

  /** Changes made on this server so far: a request's own reading of relations is older than any later change. */
  get changes(): number {
    return this.changeCount;
  }

  /** The member if the viewing member may see them now (Approved, no block either way), else null. */
  async visibleMember(em: EntityManager, viewerId: string, memberId: string): Promise<Member | null> {
    if (memberId === viewerId) return null;
    const other = await em.findOne(Member, { id: memberId, status: 'Approved' });
    return other && !(await this.pair(em, viewerId, memberId)).blocked ? other : null;
  }

  /** The member's relations to everyone, for views (kept per server until a change to one of them). */
  of(db: SqlAccess, memberId: string): Promise<MemberRelations> {
    return this.kept.get(memberId, async () => {
      const rows = await preparedRows<PairRow>(db, RELATIONS_SQL, pairRowsParams(memberId, Array<string>(7).fill(memberId)));
      return new MemberRelations(memberId, rows);
    });
  }

  /**
   * After a committed change to records between these members: every server's kept relations of theirs go (of
   * everyone when none is named: a change whose members are too many to name, or unknown).
   */
  async changed(...members: string[]): Promise<void> {
    this.changeCount += 1;
    if (!members.length) return this.deps.events?.publish(RELATIONS_CHANGED, {});
    // A bus message carries ids only, a hundred at most (a notification's size).
    for (let i = 0; i < members.length; i += 100) await this.deps.events?.publish(RELATIONS_CHANGED, { members: members.slice(i, i + 100) });
  }

  /** After a committed change to what a member shares with connections: the relations kept of each connection go. */
  async sharingChanged(db: SqlAccess, memberId: string): Promise<void> {
    const rows = await preparedRows<{ id: string }>(db, `select c.id from (${LIVE_CONNECTIONS}) as c(id)`, [memberId, memberId]);
    // A connection made after this read announces itself when it commits.
    await this.changed(memberId, ...rows.map((r) => r.id));
  }
}
