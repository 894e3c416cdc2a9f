import { randomUUID } from 'node:crypto';
import { Check, Entity, Enum, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { LANGUAGES, type Language } from '@matrimony/schema';

export type ExecutiveRole = 'executive' | 'admin';

/** An executive (moderator) or an administrator (role admin). */
@Entity({ tableName: 'executive' })
@Index({ name: 'executive_location_idx', properties: ['community', 'district'] })
@Check({ name: 'executive_status_check', expression: 'not ("is_approved" and "is_rejected")' })
export class Executive {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'preferredLanguage' | 'role' | 'isApproved' | 'isRejected' | 'isAdmin' | 'canModerate' | 'statusLabel';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  fullName!: string;

  /** Stored lower-case; unique among executives. */
  @Property({ type: 'text', unique: 'executive_email_unique' })
  email!: string;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'text' })
  mobile!: string;

  @Property({ type: 'text' })
  gender!: string;

  /** The community this executive works for. */
  @Property({ type: 'text' })
  community!: string;

  @Property({ type: 'text' })
  state!: string;

  @Property({ type: 'text' })
  district!: string;

  @Property({ type: 'text' })
  block!: string;

  @Property({ type: 'text' })
  address!: string;

  @Enum({ items: ['executive', 'admin'], default: 'executive' })
  role: ExecutiveRole = 'executive';

  @Property({ type: 'boolean', default: false })
  isApproved: boolean = false;

  @Property({ type: 'boolean', default: false })
  isRejected: boolean = false;

  /** The language the executive reads the console in (docs/translations.md). */
  @Enum({ items: [...LANGUAGES], default: 'en' })
  preferredLanguage: Language = 'en';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  get isAdmin(): boolean {
    return this.role === 'admin';
  }

  /** May act as an executive: an administrator, or an approved executive. */
  get canModerate(): boolean {
    return this.isAdmin || this.isApproved;
  }

  get statusLabel(): 'Approved' | 'Rejected' | 'Pending' {
    return this.isApproved ? 'Approved' : this.isRejected ? 'Rejected' : 'Pending';
  }
}
