import type { EntityManager } from '@mikro-orm/postgresql';
import { refuse } from '../../common/failure.js';
import { isUuid } from '../../common/ids.js';
import type { ListPageData } from '../../common/paging.types.js';
import { pageRequest } from '../../common/paging.js';
import { requireActiveMember } from '../auth/member-gate.js';
import type { Viewer } from '../auth/viewer.js';
import { Member } from '../member/member.entity.js';
import type { RelationshipService } from '../relationship/relationship.service.js';
import { ShortlistEntry } from './shortlist.entity.js';

/** A member's private shortlist: nobody else learns of it. */
export class ShortlistService {
  constructor(private readonly deps: { relationships: RelationshipService }) {}

  /** Adds a member; adding one already there changes nothing. */
  async add(em: EntityManager, viewer: Viewer, memberId: string): Promise<Member> {
    const me = requireActiveMember(viewer);
    const other = await this.visible(em, me.id, memberId);
    await em.getConnection().execute(
      `insert into shortlist_entry (id, owner_id, member_id, created_at) values (gen_random_uuid(), ?, ?, now())
       on conflict (owner_id, member_id) do nothing`,
      [me.id, other.id],
    );
    return other;
  }

  /** Removes a member; removing one not there changes nothing. */
  async remove(em: EntityManager, viewer: Viewer, memberId: string): Promise<string> {
    const me = requireActiveMember(viewer);
    if (!isUuid(memberId)) refuse('NOT_FOUND', { context: 'member' });
    await em.nativeDelete(ShortlistEntry, { owner: me.id, member: memberId });
    return memberId;
  }

  /** Takes each of a pair off the other's shortlist (a block), in the caller's transaction. */
  async removeBetween(tx: EntityManager, one: string, other: string): Promise<void> {
    await tx.nativeDelete(ShortlistEntry, { $or: [{ owner: one, member: other }, { owner: other, member: one }] });
  }

  /** The shortlist, most recently added first; members the viewer may no longer see are left out. */
  async list(em: EntityManager, viewer: Viewer, page?: number | null, limit?: number | null): Promise<ListPageData<{ member: Member; addedAt: Date }>> {
    const me = requireActiveMember(viewer);
    const req = pageRequest(page, limit, 20);
    const blocked = [...(await this.deps.relationships.blockedIds(em, me.id))];
    const [rows, totalCount] = await em.findAndCount(
      ShortlistEntry,
      { owner: me.id, member: { status: 'Approved', ...(blocked.length ? { id: { $nin: blocked } } : {}) } },
      { populate: ['member'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: req.size, offset: req.offset },
    );
    const items = rows.map((r) => ({ member: r.member.getEntity(), addedAt: r.createdAt }));
    return { items, page: req.page, limit: req.size, hasMore: req.offset + items.length < totalCount, totalCount };
  }

  private async visible(em: EntityManager, meId: string, memberId: string): Promise<Member> {
    if (!isUuid(memberId)) refuse('NOT_FOUND', { context: 'member' });
    if (memberId === meId) refuse('CANNOT_TARGET_SELF');
    const other = await em.findOne(Member, { id: memberId, status: 'Approved' });
    if (!other || (await this.deps.relationships.pair(em, meId, memberId)).blocked) refuse('NOT_FOUND', { context: 'member' });
    return other;
  }
}
