import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

export type AuditAction =
  | 'member.approve' | 'member.reject' | 'member.delete'
  | 'executive.approve' | 'executive.reject' | 'executive.delete'
  | 'report.create' | 'report.take' | 'report.resolve'
  | 'member.warn' | 'member.suspend' | 'member.liftSuspension';

/** Who acted: an executive or administrator, a member (a report), or the system. */
export type AuditActorKind = 'executive' | 'member' | 'system';

/**
 * Who approved, rejected or deleted whom, and when. No foreign keys: the trail outlives deleted accounts,
 * so it keeps the names as they were.
 */
@Entity({ tableName: 'audit_entry' })
@Index({ name: 'audit_entry_target_idx', properties: ['targetId'] })
@Index({ name: 'audit_entry_created_idx', properties: ['createdAt'] })
@Index({ name: 'audit_entry_action_created_idx', properties: ['action', 'createdAt'] })
export class AuditEntry {
  [OptionalProps]?: 'createdAt' | 'actorKind' | 'subjectId' | 'note';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  action!: AuditAction;

  @Property({ type: 'text', default: 'executive' })
  actorKind: AuditActorKind = 'executive';

  @Property({ type: 'uuid' })
  actorId!: string;

  @Property({ type: 'text' })
  actorEmail!: string;

  @Property({ type: 'uuid' })
  targetId!: string;

  @Property({ type: 'text' })
  targetName!: string;

  @Property({ type: 'text' })
  targetEmail!: string;

  /** The record the step is about besides the target member (the report). */
  @Property({ type: 'uuid', nullable: true })
  subjectId: string | null = null;

  /** What was decided, in a few words (report category, action, the executive's note). */
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
