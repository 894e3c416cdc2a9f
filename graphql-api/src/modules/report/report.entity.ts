import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity.js';
import { Executive } from '../executive/executive.entity.js';
import { Member } from '../member/member.entity.js';

export const REPORT_CATEGORIES = ['FAKE_PROFILE', 'ALREADY_MARRIED', 'INAPPROPRIATE_PHOTO', 'HARASSMENT', 'ASKS_FOR_MONEY', 'LOOKS_UNDER_18', 'OTHER'] as const;
export type ReportCategoryValue = (typeof REPORT_CATEGORIES)[number];
export const REPORT_CONTEXTS = ['PROFILE', 'PHOTO', 'MESSAGE'] as const;
export type ReportContextValue = (typeof REPORT_CONTEXTS)[number];
export const REPORT_STATUSES = ['OPEN', 'IN_REVIEW', 'ACTION_TAKEN', 'DISMISSED'] as const;
export type ReportStatusValue = (typeof REPORT_STATUSES)[number];
export const REPORT_ACTIONS = ['DISMISS', 'WARN', 'SUSPEND'] as const;
export type ReportActionValue = (typeof REPORT_ACTIONS)[number];

/**
 * A member reported another's profile, photo or message. Open, in review, then action taken or
 * dismissed; it reaches the executives of the reported member's community and district, and administrators.
 */
@Entity({ tableName: 'report' })
@Index({ name: 'report_status_created_idx', properties: ['status', 'createdAt'] })
@Index({ name: 'report_reported_idx', properties: ['reported'] })
@Index({ name: 'report_reporter_idx', properties: ['reporter', 'createdAt'] })
export class Report extends BaseEntity<'updatedAt' | 'status' | 'details' | 'assignedTo' | 'action' | 'note' | 'resolvedAt' | 'reporter'> {

  /** Null once the reporter's account is deleted; the report stays for the reported member's record. */
  @ManyToOne(() => Member, { ref: true, nullable: true, deleteRule: 'set null' })
  reporter: Ref<Member> | null = null;

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  reported!: Ref<Member>;

  @Enum({ items: [...REPORT_CATEGORIES] })
  category!: ReportCategoryValue;

  @Enum({ items: [...REPORT_CONTEXTS] })
  context!: ReportContextValue;

  /** The reporter's own words (optional). */
  @Property({ type: 'text', nullable: true })
  details: string | null = null;

  @Enum({ items: [...REPORT_STATUSES], default: 'OPEN' })
  status: ReportStatusValue = 'OPEN';

  /** The executive who took it. */
  @ManyToOne(() => Executive, { ref: true, nullable: true, deleteRule: 'set null' })
  assignedTo: Ref<Executive> | null = null;

  @Enum({ items: [...REPORT_ACTIONS], nullable: true })
  action: ReportActionValue | null = null;

  /** The executive's note on the decision (never shown to the reporter). */
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
