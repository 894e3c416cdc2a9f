import type { EntityManager } from '@mikro-orm/postgresql';
import { blockedIds } from '../privacy/privacy.service.js';

/** Days after a decline before the same sender may ask again, and before an interest expires (decisions 11). */
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
 * Reads what members are to each other (interests, connections, blocks, shortlist) for one viewer, in one
 * query for any number of others. Read-only: the domains that change these records own their rules.
 */
export class RelationshipService {
  async pairs(em: EntityManager, viewerId: string, otherIds: readonly string[]): Promise<Map<string, PairState>> {
    const ids = [...new Set(otherIds)].filter((id) => id !== viewerId);
    const out = new Map<string, PairState>();
    if (!ids.length) return out;
    const rows: Array<{
      id: string; blocked_by_me: boolean; blocked_me: boolean; connected: boolean; pending_id: string | null;
      pending_sender: string | null; last_status: string | null; last_responded: Date | null; shortlisted: boolean;
    }> = await em.getConnection().execute(
      `select o.id,
              exists(select 1 from block b where b.blocker_id = ?::uuid and b.blocked_id = o.id) as blocked_by_me,
              exists(select 1 from block b where b.blocker_id = o.id and b.blocked_id = ?::uuid) as blocked_me,
              exists(select 1 from connection c where c.member_a_id = least(?::uuid, o.id) and c.member_b_id = greatest(?::uuid, o.id)
                       and c.ended_at is null) as connected,
              last.id as pending_id, last.sender_id as pending_sender, last.status as last_status, last.responded_at as last_responded,
              exists(select 1 from shortlist_entry s where s.owner_id = ?::uuid and s.member_id = o.id) as shortlisted
         from unnest(?::uuid[]) as o(id)
         left join lateral (
           select i.id, i.sender_id, i.status, i.responded_at from interest i
            where least(i.sender_id, i.recipient_id) = least(?::uuid, o.id) and greatest(i.sender_id, i.recipient_id) = greatest(?::uuid, o.id)
            order by least(i.sender_id, i.recipient_id), greatest(i.sender_id, i.recipient_id), i.created_at desc
            limit 1) last on true`,
      [viewerId, viewerId, viewerId, viewerId, viewerId, `{${ids.join(',')}}`, viewerId, viewerId],
    );
    const cutoff = Date.now() - COOLDOWN_DAYS * 86_400_000;
    for (const r of rows) {
      const pending = r.last_status === 'PENDING';
      out.set(r.id, {
        blocked: r.blocked_by_me || r.blocked_me,
        blockedByViewer: r.blocked_by_me,
        connected: r.connected,
        pendingSent: pending && r.pending_sender === viewerId ? r.pending_id : null,
        pendingReceived: pending && r.pending_sender !== viewerId ? r.pending_id : null,
        declined: r.last_status === 'DECLINED' && !!r.last_responded && new Date(r.last_responded).getTime() > cutoff,
        shortlisted: r.shortlisted,
      });
    }
    return out;
  }

  async pair(em: EntityManager, viewerId: string, otherId: string): Promise<PairState> {
    return (await this.pairs(em, viewerId, [otherId])).get(otherId) ?? NO_PAIR;
  }

  /** Everyone the member blocked or was blocked by: 'User not found' to them in every list (privacy service). */
  blockedIds(em: EntityManager, memberId: string): Promise<Set<string>> {
    return blockedIds(em, memberId);
  }
}
