import type { EntityManager } from '@mikro-orm/postgresql';
import type { ListPageData } from '../../common/paging.types.js';
import { pageRequest } from '../../common/paging.js';
import type { SqlAccess } from '../../common/prepared.js';
import { indiaDay } from '../../common/quiet-hours.js';
import { requireMember, requireSessionMember, type Viewer } from '../auth/viewer.js';
import type { MemberRecord } from '../member/member.record.js';
import { memberListPage, type MemberListTable } from '../privacy/member-list.js';
import type { RelationshipService } from '../relationship/relationship.service.js';
import { CONTACT_FIELDS, ContactSharing, DEFAULT_SHARING, type ContactField } from './contact-sharing.entity.js';

export type ContactSharingView = Record<ContactField, boolean>;

/** The owner's log of contact details shown (one row per connection and India day). */
const CONTACT_VIEWS: MemberListTable = { table: 'contact_view', ownerColumn: 'owner_id', memberColumn: 'viewer_id', columns: 't.fields' };

/**
 * Which contact details each member shares with their connections, and the owner's log of who was shown them
 * (docs/product.md, 'Connect'). The privacy rules read the settings; showing the details records the view here.
 */
export class ContactSharingService {
  constructor(private readonly deps: { relationships: RelationshipService }) {}

  async settings(em: EntityManager, viewer: Viewer): Promise<ContactSharingView> {
    const me = requireMember(viewer);
    return (await this.settingsOf(em, [me.id])).get(me.id)!;
  }

  /** Saves the changed settings; fields left out stay as they are. */
  async update(em: EntityManager, viewer: Viewer, changes: Partial<Record<ContactField, boolean | null>>): Promise<ContactSharingView> {
    const me = requireMember(viewer);
    const current = (await this.settingsOf(em, [me.id])).get(me.id)!;
    const next = { ...current };
    for (const f of CONTACT_FIELDS) if (typeof changes[f] === 'boolean') next[f] = changes[f];
    await em.getConnection().execute(
      `insert into contact_sharing (member_id, mobile, email, father_mobile, address, updated_at) values (?, ?, ?, ?, ?, now())
       on conflict (member_id) do update set mobile = excluded.mobile, email = excluded.email, father_mobile = excluded.father_mobile,
         address = excluded.address, updated_at = now()`,
      [me.id, next.mobile, next.email, next.fatherMobile, next.address],
    );
    // Each connection's kept relations carry what the owner shares.
    await this.deps.relationships.sharingChanged(em, me.id);
    return next;
  }

  /** The settings of several owners (defaults where they never changed them). */
  async settingsOf(em: EntityManager, ownerIds: readonly string[]): Promise<Map<string, ContactSharingView>> {
    const out = new Map<string, ContactSharingView>(ownerIds.map((id) => [id, { ...DEFAULT_SHARING }]));
    if (!ownerIds.length) return out;
    const rows = await em.find(ContactSharing, { member: { $in: [...ownerIds] } });
    for (const r of rows) out.set(r.member.id, { mobile: r.mobile, email: r.email, fatherMobile: r.fatherMobile, address: r.address });
    return out;
  }

  /** Records that `viewerId` was shown `fields` of each owner (one entry per viewer, owner and India day). */
  async recordViews(db: SqlAccess, viewerId: string, shown: Array<{ ownerId: string; fields: ContactField[] }>): Promise<void> {
    const day = indiaDay(new Date());
    // A connection opens the same profile many times a day; this server writes each field of the day's entry once
    // (the database keeps one entry per day whatever several servers do, and adds to it the fields an answer showed
    // that the entry does not list yet: a profile showing the mobile, then a list showing the address).
    const key = (ownerId: string, field: ContactField) => `${day}|${viewerId}|${ownerId}|${field}`;
    const rows = shown.filter((s) => s.fields.some((f) => !this.recorded.has(key(s.ownerId, f))));
    if (!rows.length) return;
    await db.getConnection().execute(
      `insert into contact_view (id, owner_id, viewer_id, shown_on, fields, created_at)
       select gen_random_uuid(), o, ?::uuid, ?::date, f, now() from unnest(?::uuid[], ?::text[]) as t(o, f)
       on conflict (owner_id, viewer_id, shown_on) do update
         set fields = concat_ws(',', nullif(contact_view.fields, ''),
           (select string_agg(n.f, ',' order by n.i) from unnest(string_to_array(excluded.fields, ',')) with ordinality as n(f, i)
             where n.f <> all (string_to_array(contact_view.fields, ','))))
         where not (string_to_array(excluded.fields, ',') <@ string_to_array(contact_view.fields, ','))`,
      [viewerId, day, `{${rows.map((r) => r.ownerId).join(',')}}`, toPgArray(rows.map((r) => r.fields.join(',')))],
    );
    for (const r of rows) for (const f of r.fields) this.remember(key(r.ownerId, f));
  }

  /** Fields of day entries this server has written, newest last; the oldest are forgotten beyond the cap. */
  private readonly recorded = new Set<string>();

  private remember(key: string): void {
    if (this.recorded.size >= 100_000) this.recorded.delete(this.recorded.values().next().value!);
    this.recorded.add(key);
  }

  /** The owner's log: which connection was shown their contact details, and when (newest first). */
  async views(db: SqlAccess, viewer: Viewer, page?: number | null, limit?: number | null): Promise<ListPageData<{ member: MemberRecord; shownAt: Date; fields: ContactField[] }>> {
    const me = requireSessionMember(viewer);
    const result = await memberListPage(db, CONTACT_VIEWS, me.id, pageRequest(page, limit, 20));
    return {
      ...result,
      items: result.items.map((r) => ({ member: r.member, shownAt: r.createdAt, fields: String(r.row.fields).split(',').filter(Boolean) as ContactField[] })),
    };
  }
}

function toPgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
