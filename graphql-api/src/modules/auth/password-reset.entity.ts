import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref, OptionalProps } from '@mikro-orm/core';
import { Member } from '../member/member.entity.js';

/** A single-use password-reset token for a member; only its SHA-256 is stored. */
@Entity({ tableName: 'password_reset_token' })
@Index({ name: 'password_reset_token_member_idx', properties: ['member'] })
export class PasswordResetToken {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', unique: 'password_reset_token_hash_unique' })
  tokenHash!: string;

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  member!: Ref<Member>;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
