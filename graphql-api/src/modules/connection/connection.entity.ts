import { Check, Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity.js';
import { Interest } from '../interest/interest.entity.js';
import { Member } from '../member/member.entity.js';

/**
 * Two members connected by an accepted interest; either may end it. Stored once per pair, the
 * smaller id as `memberA`. Ended connections stay as history (`endedAt`).
 */
@Entity({ tableName: 'connection' })
// At most one live connection per pair, enforced by the database.
@Index({
  name: 'connection_live_pair_unique',
  expression: `create unique index "connection_live_pair_unique" on "connection" ("member_a_id", "member_b_id") where "ended_at" is null`,
})
@Index({ name: 'connection_member_b_live_idx', expression: `create index "connection_member_b_live_idx" on "connection" ("member_b_id") where "ended_at" is null` })
@Index({ name: 'connection_interest_idx', properties: ['interest'] })
@Check({ name: 'connection_pair_order_check', expression: `"member_a_id" < "member_b_id"` })
export class Connection extends BaseEntity<'interest' | 'endedAt' | 'endedBy'> {

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  memberA!: Ref<Member>;

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  memberB!: Ref<Member>;

  /** The accepted interest that made it. */
  @ManyToOne(() => Interest, { ref: true, nullable: true, deleteRule: 'set null' })
  interest: Ref<Interest> | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  endedAt: Date | null = null;

  /** Who ended it (by ending it or by a block); null while live. */
  @ManyToOne(() => Member, { ref: true, nullable: true, deleteRule: 'set null' })
  endedBy: Ref<Member> | null = null;
}
