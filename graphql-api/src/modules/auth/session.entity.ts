import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, type Ref, OptionalProps } from '@mikro-orm/core';
import { Executive } from '../executive/executive.entity.js';
import { Member } from '../member/member.entity.js';

export type SessionKind = 'member' | 'executive';

/** A login session. Only the SHA-256 of its 256-bit token is stored. */
@Entity({ tableName: 'session' })
@Index({ name: 'session_expires_idx', properties: ['expiresAt'] })
@Index({ name: 'session_member_idx', properties: ['member'] })
@Index({ name: 'session_executive_idx', properties: ['executive'] })
@Check({
  name: 'session_kind_check',
  expression: `("kind" = 'member' and "member_id" is not null and "executive_id" is null) or ("kind" = 'executive' and "executive_id" is not null and "member_id" is null)`,
})
export class Session {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'member' | 'executive';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', unique: 'session_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'text' })
  kind!: SessionKind;

  @ManyToOne(() => Member, { nullable: true, ref: true, deleteRule: 'cascade' })
  member: Ref<Member> | null = null;

  @ManyToOne(() => Executive, { nullable: true, ref: true, deleteRule: 'cascade' })
  executive: Ref<Executive> | null = null;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  lastUsedAt: Date = new Date();
}
