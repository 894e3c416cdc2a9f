import type { EntityManager } from '@mikro-orm/postgresql';
import { refuse } from '../../common/failure.js';
import { isUuid } from '../../common/ids.js';
import type { ListPageData } from '../../common/paging.types.js';
import { pageRequest } from '../../common/paging.js';
import type { SqlAccess } from '../../common/prepared.js';
import { requireActiveMember } from '../auth/member-gate.js';
import type { Viewer } from '../auth/viewer.js';
import type { Member } from '../member/member.entity.js';
import type { MemberRecord } from '../member/member.record.js';
import { memberListPage, type MemberListTable } from '../privacy/member-list.js';
import type { RelationshipService } from '../relationship/relationship.service.js';
import { ShortlistEntry } from './shortlist.entity.js';

const SHORTLIST: MemberListTable = { table: 'shortlist_entry', ownerColumn: 'owner_id', memberColumn: 'member_id' };

/** A member's private shortlist: nobody else learns of it. */
export class ShortlistService {
  constructor(private readonly deps: { relationships: RelationshipService }) {}

  /** Adds a member; adding one already there changes nothing. */
  async add(em: EntityManager, viewer: Viewer, memberId: string): Promise<Member> {
    const me = requireActiveMember(viewer);
    if (!isUuid(memberId)) refuse('NOT_FOUND', { context: 'member' });
    if (memberId === me.id) refuse('CANNOT_TARGET_SELF');
    const other = await this.deps.relationships.visibleMember(em, me.id, memberId);
    if (!other) refuse('NOT_FOUND', { context: 'member' });
    await em.getConnection().execute(
      `insert into shortlist_entry (id, owner_id, member_id, created_at) values (gen_random_uuid(), ?, ?, now())
       on conflict (owner_id, member_id) do nothing`,
      [me.id, other.id],
    );
    await this.deps.relationships.changed(me.id, other.id);
    return other;
  }

  /**
   * Removes a member; removing one not there changes nothing, nor does removing one the viewer may no longer see.
   * Returns the member when the viewer may still see them (null otherwise).
   */
  async remove(em: EntityManager, viewer: Viewer, memberId: string): Promise<Member | null> {
    const me = requireActiveMember(viewer);
    if (!isUuid(memberId)) refuse('NOT_FOUND', { context: 'member' });
    if (memberId === me.id) refuse('CANNOT_TARGET_SELF');
    if (await em.nativeDelete(ShortlistEntry, { owner: me.id, member: memberId })) await this.deps.relationships.changed(me.id, memberId);
    return this.deps.relationships.visibleMember(em, me.id, memberId);
  }

  /** Takes each of a pair off the other's shortlist (a block), in the caller's transaction. */
  async removeBetween(tx: EntityManager, one: string, other: string): Promise<void> {
    await tx.nativeDelete(ShortlistEntry, { $or: [{ owner: one, member: other }, { owner: other, member: one }] });
  }

  /** The shortlist, most recently added first; members the viewer may no longer see are left out. */
  async list(db: SqlAccess, viewer: Viewer, page?: number | null, limit?: number | null): Promise<ListPageData<{ member: MemberRecord; addedAt: Date }>> {
    const me = requireActiveMember(viewer);
    const result = await memberListPage(db, SHORTLIST, me.id, pageRequest(page, limit, 20));
    return { ...result, items: result.items.map((r) => ({ member: r.member, addedAt: r.createdAt })) };
  }

}
