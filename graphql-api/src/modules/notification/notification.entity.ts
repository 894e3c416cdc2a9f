import { Entity, Enum, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity.js';
import { Member } from '../member/member.entity.js';

export const NOTIFICATION_KINDS = ['INTEREST_RECEIVED', 'INTEREST_REMINDED', 'INTEREST_ACCEPTED', 'INTEREST_DECLINED', 'REPORT_OUTCOME', 'WARNING'] as const;
export type NotificationKindValue = (typeof NOTIFICATION_KINDS)[number];

/** Something that happened that a member should know of: the in-app list behind the bell. */
@Entity({ tableName: 'notification' })
@Index({ name: 'notification_member_created_idx', properties: ['member', 'createdAt'] })
@Index({ name: 'notification_other_member_idx', properties: ['otherMember'] })
@Index({ name: 'notification_unread_idx', expression: `create index "notification_unread_idx" on "notification" ("member_id") where "read_at" is null` })
export class Notification extends BaseEntity<'otherMember' | 'subjectId' | 'outcome' | 'readAt'> {

  /** Who is told. */
  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  member!: Ref<Member>;

  @Enum({ items: [...NOTIFICATION_KINDS] })
  kind!: NotificationKindValue;

  /** The other member it is about (interests); shown as the viewer may see them. */
  @ManyToOne(() => Member, { ref: true, nullable: true, deleteRule: 'cascade' })
  otherMember: Ref<Member> | null = null;

  /** The interest or report it is about. */
  @Property({ type: 'uuid', nullable: true })
  subjectId: string | null = null;

  /** Report outcome told to the reporter (ACTION_TAKEN or DISMISSED), never the details. */
  @Property({ type: 'text', nullable: true })
  outcome: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  readAt: Date | null = null;
}

/** A member's notification e-mail choices (docs/product.md, 'Interact'). No row: every e-mail on. */
@Entity({ tableName: 'notification_settings' })
export class NotificationSettings {
  [PrimaryKeyProp]?: 'member';
  [OptionalProps]?: 'updatedAt';

  @OneToOne(() => Member, { primary: true, ref: true, deleteRule: 'cascade', owner: true })
  member!: Ref<Member>;

  @Property({ type: 'boolean', default: true })
  emailInterestReceived: boolean = true;

  @Property({ type: 'boolean', default: true })
  emailInterestAccepted: boolean = true;

  @Property({ type: 'boolean', default: true })
  emailReportOutcome: boolean = true;

  /** A message unread for 30 minutes. */
  @Property({ type: 'boolean', default: true })
  emailMessageUnread: boolean = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
