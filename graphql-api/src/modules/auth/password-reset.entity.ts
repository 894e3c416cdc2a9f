import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, type Ref, OptionalProps } from '@mikro-orm/core';
import { Executive } from '../executive/executive.entity.js';
import { Member } from '../member/member.entity.js';

/**
 * A single-use password-reset token for a member or an executive (exactly one of the two); only its SHA-256 is
 * stored. One table for both kinds of account so that one service and one set of rules serve both.
 */
@Entity({ tableName: 'password_reset_token' })
@Index({ name: 'password_reset_token_member_idx', properties: ['member'] })
@Index({ name: 'password_reset_token_executive_idx', properties: ['executive'] })
@Check({ name: 'password_reset_token_account_check', expression: '("member_id" is null) <> ("executive_id" is null)' })
export class PasswordResetToken {
  [OptionalProps]?: 'createdAt' | 'usedAt' | 'member' | 'executive';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', unique: 'password_reset_token_hash_unique' })
  tokenHash!: string;

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade', nullable: true })
  member: Ref<Member> | null = null;

  @ManyToOne(() => Executive, { ref: true, deleteRule: 'cascade', nullable: true })
  executive: Ref<Executive> | null = null;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
