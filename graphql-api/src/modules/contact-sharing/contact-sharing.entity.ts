import { Entity, OneToOne, PrimaryKeyProp, Property, type Ref, OptionalProps } from '@mikro-orm/core';
import { Member } from '../member/member.entity.js';

/** Which contact details a member shares with their connections. No row: the defaults (docs/privacy.md). */
export const DEFAULT_SHARING = { mobile: true, email: true, fatherMobile: true, address: false } as const;
export type ContactField = keyof typeof DEFAULT_SHARING;
export const CONTACT_FIELDS = Object.keys(DEFAULT_SHARING) as ContactField[];

@Entity({ tableName: 'contact_sharing' })
export class ContactSharing {
  [PrimaryKeyProp]?: 'member';
  [OptionalProps]?: 'updatedAt';

  @OneToOne(() => Member, { primary: true, ref: true, deleteRule: 'cascade', owner: true })
  member!: Ref<Member>;

  @Property({ type: 'boolean', default: DEFAULT_SHARING.mobile })
  mobile: boolean = DEFAULT_SHARING.mobile;

  @Property({ type: 'boolean', default: DEFAULT_SHARING.email })
  email: boolean = DEFAULT_SHARING.email;

  @Property({ type: 'boolean', default: DEFAULT_SHARING.fatherMobile })
  fatherMobile: boolean = DEFAULT_SHARING.fatherMobile;

  @Property({ type: 'boolean', default: DEFAULT_SHARING.address })
  address: boolean = DEFAULT_SHARING.address;

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
