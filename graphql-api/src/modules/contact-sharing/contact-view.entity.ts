import { Entity, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity.js';
import { Member } from '../member/member.entity.js';

/**
 * A connection was shown the owner's contact details (the owner can see who and when). One row
 * per viewer and India calendar day, with the first time of that day: a profile opened ten times is one entry.
 */
@Entity({ tableName: 'contact_view' })
@Unique({ name: 'contact_view_daily_unique', properties: ['owner', 'viewer', 'shownOn'] })
@Index({ name: 'contact_view_owner_idx', properties: ['owner', 'createdAt'] })
@Index({ name: 'contact_view_viewer_idx', properties: ['viewer'] })
export class ContactView extends BaseEntity {
  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  owner!: Ref<Member>;

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  viewer!: Ref<Member>;

  /** India calendar day (YYYY-MM-DD). */
  @Property({ type: 'date' })
  shownOn!: string;

  /** Which details were shown, comma-separated (mobile,email,fatherMobile,address). */
  @Property({ type: 'text' })
  fields!: string;
}
