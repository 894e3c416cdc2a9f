import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref, OptionalProps } from '@mikro-orm/core';
import { Executive } from '../executive/executive.entity.js';
import { Member } from '../member/member.entity.js';

export type SessionKind = 'member' | 'executive';

/** A login session. Only the SHA-256 of its 256-bit token is stored. */
@Entity({ tableName: 'session' })
@Index({ name: 'session_expires_idx', properties: ['expiresAt'] })
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
