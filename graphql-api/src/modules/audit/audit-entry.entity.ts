import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

export type AuditAction =
  | 'member.approve' | 'member.reject' | 'member.delete'
  | 'executive.approve' | 'executive.reject' | 'executive.delete';

/**
 * Who approved, rejected or deleted whom, and when. No foreign keys: the trail outlives deleted accounts,
 * so it keeps the names as they were.
 */
@Entity({ tableName: 'audit_entry' })
@Index({ name: 'audit_entry_target_idx', properties: ['targetId'] })
@Index({ name: 'audit_entry_created_idx', properties: ['createdAt'] })
export class AuditEntry {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  action!: AuditAction;

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

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
