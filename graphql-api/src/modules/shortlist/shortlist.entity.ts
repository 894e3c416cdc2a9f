import { Entity, Index, ManyToOne, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity.js';
import { Member } from '../member/member.entity.js';

/** A private list of members one is considering. Nobody else ever learns of it. */
@Entity({ tableName: 'shortlist_entry' })
@Unique({ name: 'shortlist_entry_owner_member_unique', properties: ['owner', 'member'] })
@Index({ name: 'shortlist_entry_member_idx', properties: ['member'] })
export class ShortlistEntry extends BaseEntity {
  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  owner!: Ref<Member>;

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  member!: Ref<Member>;
}
