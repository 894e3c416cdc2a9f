import { Entity, Index, ManyToOne, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity.js';
import { Member } from '../member/member.entity.js';

/**
 * One member blocked another: the two are 'User not found' to each other everywhere. The blocked
 * member is never told; the row exists only for the blocker's list and the privacy rules.
 */
@Entity({ tableName: 'block' })
@Unique({ name: 'block_blocker_blocked_unique', properties: ['blocker', 'blocked'] })
@Index({ name: 'block_blocked_idx', properties: ['blocked'] })
export class Block extends BaseEntity {
  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  blocker!: Ref<Member>;

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  blocked!: Ref<Member>;
}
