import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { READY_INTEREST_MESSAGES, type ReadyInterestMessageValue } from '@matrimony/schema';
import { BaseEntity } from '../../common/base.entity.js';
import { Member } from '../member/member.entity.js';

export const INTEREST_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'] as const;
export type InterestStatusValue = (typeof INTEREST_STATUSES)[number];

/**
 * One member's interest in another: pending, then accepted (a connection), declined, withdrawn by
 * its sender, or expired after 90 days unanswered.
 */
@Entity({ tableName: 'interest' })
// One pending interest per pair, in either direction: the database refuses a second, whatever the timing.
@Index({
  name: 'interest_pending_pair_unique',
  expression: `create unique index "interest_pending_pair_unique" on "interest" (least("sender_id", "recipient_id"), greatest("sender_id", "recipient_id")) where "status" = 'PENDING'`,
})
// The pair's history, newest first (relationship, decline cool-down).
@Index({
  name: 'interest_pair_idx',
  expression: `create index "interest_pair_idx" on "interest" (least("sender_id", "recipient_id"), greatest("sender_id", "recipient_id"), "created_at" desc)`,
})
@Index({ name: 'interest_recipient_idx', properties: ['recipient', 'status', 'createdAt'] })
@Index({ name: 'interest_sender_idx', properties: ['sender', 'createdAt'] })
@Index({ name: 'interest_pending_created_idx', expression: `create index "interest_pending_created_idx" on "interest" ("created_at") where "status" = 'PENDING'` })
export class Interest extends BaseEntity<'updatedAt' | 'status' | 'message' | 'readyMessage' | 'respondedAt' | 'reminderCount' | 'lastRemindedAt'> {

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  sender!: Ref<Member>;

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  recipient!: Ref<Member>;

  @Enum({ items: [...INTEREST_STATUSES], default: 'PENDING' })
  status: InterestStatusValue = 'PENDING';

  /** The sender's few words (optional). */
  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  /**
   * A ready-made polite opening the sender chose (optional): stored as its name, so each member reads it in their own
   * language (the portal's catalogs hold the words), before the sender's own words.
   */
  @Enum({ items: [...READY_INTEREST_MESSAGES], nullable: true })
  readyMessage: ReadyInterestMessageValue | null = null;

  /** When it stopped being pending (accepted, declined, withdrawn or expired). */
  @Property({ type: 'timestamptz', nullable: true })
  respondedAt: Date | null = null;

  @Property({ type: 'smallint', default: 0 })
  reminderCount: number = 0;

  @Property({ type: 'timestamptz', nullable: true })
  lastRemindedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
