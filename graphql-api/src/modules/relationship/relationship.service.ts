import { preparedRows, type SqlAccess } from '../../common/prepared.js';

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
  /** On the viewer's shortlist. */
  shortlisted: boolean;
}

export type RelationshipValue = 'NONE' | 'INTEREST_SENT' | 'INTEREST_RECEIVED' | 'CONNECTED' | 'DECLINED';

export const NO_PAIR: PairState = Object.freeze({
  blocked: false, blockedByViewer: false, connected: false, pendingSent: null, pendingReceived: null, declined: false, shortlisted: false,
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
  return {
    blocked: links.blockedByViewer || links.blockedViewer,
    blockedByViewer: links.blockedByViewer,
    connected: links.connected,
    pendingSent: pending && row.pair_pending_sender === viewerId ? (row.pair_pending_id as string) : null,
    pendingReceived: pending && row.pair_pending_sender !== viewerId ? (row.pair_pending_id as string) : null,
    declined: row.pair_last_status === 'DECLINED' && !!responded && new Date(responded).getTime() > Date.now() - COOLDOWN_DAYS * 86_400_000,
    shortlisted: !!row.pair_shortlisted,
  };
}

/**
 * Reads what members are to each other (interests, connections, blocks, shortlist) for one viewer, in one
 * query for any number of others. Read-only: the domains that change these records own their rules.
 */
export class RelationshipService {
  async pairs(db: SqlAccess, viewerId: string, otherIds: readonly string[]): Promise<Map<string, PairState>> {
    const ids = [...new Set(otherIds)].filter((id) => id !== viewerId);
    const out = new Map<string, PairState>();
    if (!ids.length) return out;
    const pair = pairColumns('o.id');
    const rows = await preparedRows<Record<string, unknown> & { id: string; blocked_by_me: boolean; blocked_me: boolean; connected: boolean }>(
      db,
      `select o.id,
              exists(select 1 from block b where b.blocker_id = ?::uuid and b.blocked_id = o.id) as blocked_by_me,
              exists(select 1 from block b where b.blocker_id = o.id and b.blocked_id = ?::uuid) as blocked_me,
              exists(select 1 from connection c where c.member_a_id = least(?::uuid, o.id) and c.member_b_id = greatest(?::uuid, o.id)
                       and c.ended_at is null) as connected,
              ${pair.select}
         from unnest(?::uuid[]) as o(id)
         ${pair.join}`,
      [viewerId, viewerId, viewerId, viewerId, ...pair.selectParams(viewerId), `{${ids.join(',')}}`, ...pair.joinParams(viewerId)],
    );
    for (const r of rows) {
      out.set(r.id, pairFromRow(viewerId, r, { blockedByViewer: r.blocked_by_me, blockedViewer: r.blocked_me, connected: r.connected }));
    }
    return out;
  }

  async pair(db: SqlAccess, viewerId: string, otherId: string): Promise<PairState> {
    return (await this.pairs(db, viewerId, [otherId])).get(otherId) ?? NO_PAIR;
  }
}
