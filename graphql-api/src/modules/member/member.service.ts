import { LockMode, UniqueConstraintViolationException, raw as rawSql, ref, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import {
  ALL_DISTRICTS,
  fieldError,
  memberProfileErrors,
  memberRegistrationErrors,
  movesPlace,
  trimAll,
  type MemberProfileFields,
  type MemberRegistrationFields,
  type MemberStatusLabel,
  type Language,
} from '@matrimony/schema';
import { invalidField, Problem, refuse, validationFailed } from '../../common/failure.js';
import { likeFragment, pageRequest } from '../../common/paging.js';
import { dummyVerify, hashPassword, verifyPassword } from '../../common/passwords.js';
import type { FileStorage } from '../../common/storage.js';
import { recordAudit } from '../audit/audit.service.js';
import type { SessionService, IssuedSession } from '../auth/session.service.js';
import { voidResetLinks } from '../auth/password-reset.service.js';
import type { Throttle } from '../auth/throttle.js';
import { requireActiveMember } from '../auth/member-gate.js';
import { requireMember, requireModerator, requireSessionMember, type Viewer } from '../auth/viewer.js';
import { Executive } from '../executive/executive.entity.js';
import { processPhoto, removePhoto, storePhoto, type ProcessedPhoto } from '../media/photo.service.js';
import { Member } from './member.entity.js';
import type { CachedSearch, SearchCache } from './search-cache.js';
import type { ProfileCache } from './profile-cache.js';
import { matcher, type SearchWindow, type Searchable } from './search-window.js';
import { memberView, type MemberView } from './member.view.js';
import { memberRecordColumns, memberRecordFromRow } from './member.record.js';
import { parameterizedRows, preparedRows, rowsWithLocalSettings, type SqlAccess } from '../../common/prepared.js';
import type { PairState, RelationshipService } from '../relationship/relationship.service.js';
import type { ApprovalMail } from '../auth/approval-mail.js';
import { isUuid } from '../../common/ids.js';
import {
  APPROVED_MEMBER_VIEW, NO_RELATIONSHIP, OWNER, accessTo, moderationScope, requireModeration, type Relationship,
} from '../privacy/privacy.service.js';

/**
 * The profile read (every profile view, and the member's own banner): the member's columns and their executive's
 * name, the same for every viewer. One text, so the prepared statement is found without building SQL per view.
 */
const PROFILE_ROWS = `select ${memberRecordColumns('m', 'm')}, e.full_name as executive_name
     from member m left join executive e on e.id = m.executive_id`;
const PROFILE_SQL = `${PROFILE_ROWS} where m.id = ?`;
/** The same rows for several members at once (a search's page). */
const PROFILES_SQL = `${PROFILE_ROWS} where m.id = any(?::uuid[])`;

/**
 * Pages of a district's search past this many matches are walked in the district's index in date order; nearer
 * pages the window does not hold (rare matches) are found by the GIN index.
 */
const DEEP_PAGE = 1_000;

export interface SearchFilter {
  fullName?: string | null;
  qualification?: string | null;
  district?: string | null;
  profession?: string | null;
  gender?: string | null;
}

export interface ListFilter {
  status?: MemberStatusLabel | null;
  state?: string | null;
  district?: string | null;
  search?: string | null;
}

export type ListSortField = 'fullName' | 'email' | 'state' | 'district' | 'status' | 'createdAt';

export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** The Users List page: its total may be PostgreSQL's estimate, and a page may be counted from the end. */
export interface ListPage<T> extends Page<T> {
  totalIsEstimate: boolean;
  fromEnd: boolean;
}

export interface SearchPage {
  items: MemberView[];
  page: number;
  limit: number;
  hasMore: boolean;
}

/**
 * A profile row as every search shows it, and what the search's filter tests of it: made once per row, so a row the
 * profile cache keeps is not mapped again by every search that shows it (views are never changed once made).
 */
const searchCards = new WeakMap<Record<string, unknown>, { view: MemberView; searchable: Searchable; approved: boolean }>();
function searchCard(row: Record<string, unknown>): { view: MemberView; searchable: Searchable; approved: boolean } {
  let card = searchCards.get(row);
  if (!card) {
    const r = memberRecordFromRow(row, 'm');
    card = {
      view: memberView(r, APPROVED_MEMBER_VIEW),
      searchable: { name: r.fullName.toLowerCase(), gender: r.gender, district: r.district, profession: r.profession, qualification: r.qualification },
      approved: r.status === 'Approved',
    };
    searchCards.set(row, card);
  }
  return card;
}

/** A profile row shaped for the viewer, as the privacy service allows; 'User not found' when it allows nothing. */
function profileView(viewer: Viewer, row: Record<string, unknown> | undefined, relationship: Relationship): MemberView {
  const member = row ? memberRecordFromRow(row, 'm') : null;
  const access = member ? accessTo(viewer, member, relationship) : null;
  if (!member || !access?.card) refuse('NOT_FOUND', { context: 'member' });
  return memberView(member, access, (row!.executive_name as string | null) ?? null);
}

/** Everything members do and everything done to them. Resolvers and REST routes only call these methods. */
export class MemberService {
  constructor(
    private readonly deps: {
      storage: FileStorage; sessions: SessionService; throttle: Throttle; searchCache: SearchCache;
      /** The newest Approved members, kept in memory for the search. */
      searchWindow: SearchWindow;
      /** What each member is to others (blocks, connections, interests, shortlist), kept per server until a change. */
      relationships: RelationshipService;
      /** Members' profile rows, the same for every viewer, reused until a change to the member. */
      profiles: ProfileCache;
      /** Tells a member by e-mail that they were approved. */
      approvalMail: ApprovalMail;
      /** The Users List counts exactly up to this many matches; past it the total is the planner's estimate. */
      exactCountLimit?: number;
    },
  ) {}

  /**
   * Registration is all or nothing: no member without their photo, no photo without its member. `language` is the
   * one the member registered in (the request's): it is their preferred language from the start, so e-mails sent
   * before their first login (a password reset, a notification) are in it (docs/translations.md).
   */
  async register(em: EntityManager, raw: MemberRegistrationFields, photoData: Buffer | null, language: Language): Promise<Member> {
    const errors = memberRegistrationErrors(raw, { hasImage: !!photoData && photoData.length > 0 });
    if (errors.length) validationFailed(errors);
    const input = normalise(raw);
    const executive = await this.findServingExecutive(em, input.executive, input.community, input.district, input.state);
    if (!executive) invalidField('executive', 'EXECUTIVE_UNAVAILABLE');
    if (await em.count(Member, { email: input.email })) refuse('EMAIL_TAKEN', { fieldErrors: [fieldError('email', 'EMAIL_TAKEN')] });

    const photo = await processPhoto(photoData!);
    const member = em.create(Member, {
      ...profileOf(input),
      passwordHash: await hashPassword(raw.password),
      photoKey: photo.key,
      status: 'Not Approved',
      preferredLanguage: language,
      executive,
    });
    em.persist(member);
    await this.flushWithPhoto(em, photo);
    return member;
  }

  async login(em: EntityManager, email: string, password: string): Promise<{ member: Member; session: IssuedSession }> {
    const address = email.trim().toLowerCase();
    await this.deps.throttle.takeLoginAttempt('member', address);
    const member = await em.findOne(Member, { email: address }, { populate: ['passwordHash'] });
    const ok = member ? await verifyPassword(member.passwordHash, password) : await dummyVerify(password);
    if (!member || !ok) {
      refuse('INVALID_CREDENTIALS');
    }
    await this.deps.throttle.loginSucceeded('member', address);
    return { member, session: await this.deps.sessions.create(em, { member }) };
  }

  /**
   * A member's profile as the viewer may see it and, for a member viewer, what the member is to them (their
   * relationship and shortlist fields; null for anyone else). Both come from memory when kept (the profile row,
   * the same for every viewer, and the viewer's relations); the privacy service decides the view as always.
   */
  async profile(db: SqlAccess, viewer: Viewer, id: string): Promise<{ view: MemberView; pair: PairState | null }> {
    const row = isUuid(id) ? await this.deps.profiles.row(id, async () => (await preparedRows(db, PROFILE_SQL, [id]))[0]) : undefined;
    const other = viewer.memberId && viewer.memberId !== id ? viewer.memberId : null;
    if (!other) return { view: profileView(viewer, row, NO_RELATIONSHIP), pair: null };
    const relations = await this.deps.relationships.of(db, other);
    return { view: profileView(viewer, row, relations.relationship(id)), pair: relations.pair(id) };
  }

  /**
   * The logged-in member's own profile (any status), asked by every page that shows the member's banner: the
   * profile's prepared read by id, without building the member's entity or forking an EntityManager.
   */
  async own(db: SqlAccess, viewer: Viewer): Promise<MemberView> {
    const me = requireSessionMember(viewer);
    const [row] = await preparedRows(db, PROFILE_SQL, [me.id]);
    if (!row) throw new Problem('UNAUTHENTICATED'); // deleted while the session was cached
    return memberView(memberRecordFromRow(row, 'm'), OWNER, (row.executive_name as string | null) ?? null);
  }

  /** The logged-in member's language (any status); their e-mails follow it. */
  async setPreferredLanguage(em: EntityManager, viewer: Viewer, language: Language): Promise<Language> {
    const me = requireMember(viewer);
    me.preferredLanguage = language;
    await em.flush();
    await this.deps.searchCache.membersChanged([me.id]); // their kept profile rows show it to their executives
    return me.preferredLanguage;
  }

  /**
   * Before a server takes requests: reads the search's windows of newest members (all districts', and each of the
   * reference lists' districts), so that its first searches need only their page's rows (search-window.ts).
   */
  warmUp(): Promise<{ windows: number; members: number }> {
    return this.deps.searchWindow.warm(ALL_DISTRICTS);
  }

  /**
   * Approved members search Approved members, never themselves (docs/privacy.md). Everyone sees the same list of
   * others, so pages of that shared list are cached briefly; the searching member is taken out per request.
   * Everything it reads goes through `db`, the shared connection: a search forks no EntityManager.
   */
  async search(db: SqlAccess, viewer: Viewer, filter: SearchFilter, page?: number | null, limit?: number | null): Promise<SearchPage> {
    const me = requireActiveMember(viewer); // awaiting approval, rejected and suspended members are told why
    const req = pageRequest(page, limit, 10);
    const f = trimAll({ ...filter }) as SearchFilter;
    // Names are stored with single spaces: "Meera  Joshi" typed with two finds Meera Joshi.
    if (f.fullName) f.fullName = f.fullName.replace(/\s+/g, ' ');
    // Two more than a page: room to drop the searching member and still know whether more exist.
    const sharedPage = (offset: number) => this.deps.searchCache.getOrRead(
      JSON.stringify([f.fullName?.toLowerCase() ?? '', f.qualification ?? '', f.district ?? '', f.profession ?? '', f.gender ?? '', offset, req.size]),
      async () => {
        const found = await this.searchApproved(db, f, offset, req.size + 2, me.id);
        return { rows: found.rows, selfMatches: found.selfMatches === undefined ? [] : [[me.id, found.selfMatches]] };
      },
    );
    const shared = await sharedPage(req.offset);
    // The member's own list is the shared one without them, and without everyone of a blocked pair ('User not
    // found' to each other): those before this page shift it, those in it leave room for the ones after.
    const selfBefore = !shared.rows.some((v) => v.id === me.id) && shared.rows.length > 0 && isNewer(me, shared.rows[0]!)
      && (await this.selfMatches(db, shared, me.id, f));
    const { blocked } = await this.deps.relationships.of(db, me.id);
    if (!blocked.size) {
      let rows = shared.rows.filter((v) => v.id !== me.id);
      if (selfBefore) rows = rows.slice(1);
      return { items: rows.slice(0, req.size), page: req.page, limit: req.size, hasMore: rows.length > req.size };
    }
    const skip = (selfBefore ? 1 : 0) + (shared.rows.length ? await this.blockedBefore(db, [...blocked], shared.rows[0]!, f) : 0);
    const shown = (rows: MemberView[]) => rows.filter((v) => v.id !== me.id && !blocked.has(v.id));
    let rows = shared.rows;
    // The next shared pages (the same cached pages the next requests read) until this page can be filled.
    for (let offset = req.offset + req.size, more = rows.length > req.size; more && shown(rows).length <= skip + req.size; offset += req.size) {
      const next = await sharedPage(offset);
      const seen = new Set(rows.map((v) => v.id));
      rows = [...rows, ...next.rows.filter((v) => !seen.has(v.id))];
      more = next.rows.length > req.size;
    }
    const visible = shown(rows);
    return { items: visible.slice(skip, skip + req.size), page: req.page, limit: req.size, hasMore: visible.length > skip + req.size };
  }

  /** How many of these (blocked) members are in the shared list of this search before the given row. */
  private async blockedBefore(db: SqlAccess, ids: string[], first: MemberView, f: SearchFilter): Promise<number> {
    const rows = await this.deps.profiles.rows(ids, (missing) => this.profileRows(db, missing));
    const matches = matcher(f);
    let n = 0;
    for (const id of ids) {
      const row = rows.get(id);
      if (!row) continue;
      const card = searchCard(row);
      if (card.approved && matches(card.searchable) && card.view.createdAt && isNewer({ id, createdAt: card.view.createdAt }, first)) n += 1;
    }
    return n;
  }

  /**
   * A page of the shared list: Approved members matching the filters, newest first; and whether the searching
   * member is in that list themself (read in the same query, once; unknown when the page is empty).
   */
  private async searchApproved(
    db: SqlAccess, f: SearchFilter, offset: number, count: number, selfId: string,
  ): Promise<{ rows: MemberView[]; selfMatches?: boolean }> {
    // The page's members from the newest Approved members kept in memory (search-window.ts), their rows from the
    // profile cache or read together, each tested again (Approved, matching): a member changed on another server
    // and not yet heard of fails that test, and the page is then read from the indexes below instead.
    const ids = await this.deps.searchWindow.find(f, offset, count);
    if (ids) {
      const found = ids.length ? await this.deps.profiles.rows(ids, (missing) => this.profileRows(db, missing)) : new Map();
      const matches = matcher(f);
      const cards = ids.map((id) => found.get(id)).map((row) => row && searchCard(row));
      if (cards.every((c) => c?.approved && matches(c.searchable))) {
        return { rows: cards.map((c) => c!.view), selfMatches: ids.length ? this.deps.searchWindow.holds(selfId, f) : undefined };
      }
    }
    // The window holds too few matches (a rare name, a deep page). Every path finds the page's ids from an index
    // (no table rows read for the rows it skips), then reads those few members by primary key.
    const { where, params } = searchConditions(f);
    // Unqualified columns of the filter name the innermost member: `s` in the subquery, `m` outside it.
    const self = {
      sql: `, (select exists(select 1 from member s where s.id = ?::uuid and s.status = 'Approved'${where ? ` and ${where}` : ''})) as self_match`,
      params: [selfId, ...params],
    };
    const page = (hits: string) => `select ${memberRecordColumns('m', 'm')}${self.sql} from (${hits}) hit join member m on m.id = hit.id
      order by hit.created_at desc, hit.id desc`;
    let rows: Array<Record<string, unknown>>;
    if (!where || (f.district && offset + count > DEEP_PAGE)) {
      // No filter, or a deep page of a district's search: the newest of all (member_search_recent_idx) or of
      // the district (member_search_district_idx), walked in date order to the page. The name test is written
      // for a walk (searchConditions).
      rows = await parameterizedRows(
        db,
        page(`select id, created_at from member where status = 'Approved'${where ? ` and ${searchConditions(f, 'walk').where}` : ''} order by created_at desc, id desc limit ? offset ?`),
        [...self.params, ...params, count, offset],
      );
    } else {
      // Only bitmap scans (the GIN index): a walk of the whole table or of an ordered index is what makes rare
      // matches slow, scanning a million rows to find none; the planner takes every name fragment for a rare
      // one. Settings and query go in one round trip.
      rows = await rowsWithLocalSettings(
        db,
        { enable_seqscan: 'off', enable_indexscan: 'off', enable_indexonlyscan: 'off' },
        `select ${memberRecordColumns('m', 'm')}${self.sql} from member m
          where status = 'Approved' and ${where} order by created_at desc, id desc limit ? offset ?`,
        [...self.params, ...params, count, offset],
      );
    }
    return {
      rows: rows.map((r) => memberView(memberRecordFromRow(r, 'm'), APPROVED_MEMBER_VIEW)),
      selfMatches: rows.length ? !!rows[0]!.self_match : undefined,
    };
  }

  /** Members' profile rows by id, as PROFILE_SQL reads one. */
  private async profileRows(db: SqlAccess, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
    return new Map((await preparedRows(db, PROFILES_SQL, [ids])).map((row) => [row['m.id'] as string, row]));
  }

  /** `matchesSearch` for a cached page, read once per member while the page lives. */
  private async selfMatches(db: SqlAccess, page: CachedSearch, id: string, f: SearchFilter): Promise<boolean> {
    let matches = page.selfMatches.get(id);
    if (matches === undefined) {
      matches = await this.matchesSearch(db, id, f);
      if (page.selfMatches.size < 10_000) page.selfMatches.set(id, matches);
    }
    return matches;
  }

  /** Whether the member is in their own search's shared list (then they take one place in it). */
  private async matchesSearch(db: SqlAccess, id: string, f: SearchFilter): Promise<boolean> {
    const { where, params } = searchConditions(f);
    const rows = await preparedRows(
      db,
      `select 1 from member where id = ? and status = 'Approved'${where ? ` and ${where}` : ''}`,
      [id, ...params],
    );
    return rows.length > 0;
  }

  /** The executives' Users List: filtered, sorted and paged in the database. */
  async list(
    em: EntityManager,
    viewer: Viewer,
    filter: ListFilter,
    page?: number | null,
    pageSize?: number | null,
    sort?: { field: ListSortField; direction: 'asc' | 'desc' } | null,
    fromEnd = false,
  ): Promise<ListPage<MemberView>> {
    const executive = requireModerator(viewer);
    const req = pageRequest(page, pageSize, 25);
    const where: FilterQuery<Member> = {};
    if (filter.status) where.status = filter.status;
    if (filter.state) where.state = filter.state;
    if (filter.district) where.district = filter.district;
    if (filter.search?.trim()) {
      const like = likeFragment(filter.search.trim().slice(0, 80));
      where.$or = [{ fullName: { $ilike: like } }, { email: { $ilike: like } }];
    }
    // Only the members this executive serves; the filters narrow within that (privacy service).
    const scoped: FilterQuery<Member> = { $and: [moderationScope(executive), where] };
    const field = sort?.field ?? 'createdAt';
    const asked = sort?.direction ?? 'desc';
    // A page counted from the end is the same walk in the other direction (the last page of a million rows
    // without skipping a million index entries); its rows are turned back into the requested order below.
    const direction = fromEnd ? (asked === 'asc' ? 'desc' : 'asc') : asked;
    // E-mails are unique, so they order alone (the unique index walks); other columns break ties by id.
    const orderBy = field === 'email' ? { email: direction } : { [field]: direction, id: direction };
    // Keyset-friendly paging: the page's ids come from an index-only walk (member_created_idx,
    // member_list_place_idx, member_full_name_idx, the e-mail index), then only those rows are read.
    const idRows = await em.createQueryBuilder(Member, 'm').select('m.id').where(scoped as QBFilterQuery<Member>).orderBy(orderBy)
      .limit(req.size).offset(req.offset).execute<Array<{ id: string }>>('all', false);
    const ids = idRows.map((r) => r.id);
    if (fromEnd) ids.reverse();
    const found = ids.length ? await em.find(Member, { id: { $in: ids } }, { populate: ['executive'] }) : [];
    const byId = new Map(found.map((m) => [m.id, m]));
    const rows = ids.flatMap((id) => { const m = byId.get(id); return m ? [m] : []; });
    const { total, estimated } = await this.countMatches(em, scoped);
    return {
      items: rows.map((m) => memberView(m, accessTo(viewer, m))),
      totalCount: total, totalIsEstimate: estimated, page: req.page, pageSize: req.size, fromEnd,
    };
  }

  /**
   * Members matching the Users List filter: exactly up to the limit (MEMBER_LIST_EXACT_COUNT, 10,000 by default),
   * beyond it PostgreSQL's estimate. The planner is asked first (no rows read); only a match it expects to be
   * small is counted, and that count stops one past the limit, so no answer reads a million rows to count them.
   */
  private async countMatches(em: EntityManager, scoped: FilterQuery<Member>): Promise<{ total: number; estimated: boolean }> {
    const limit = this.deps.exactCountLimit ?? 10_000;
    const { sql, bindings } = em.createQueryBuilder(Member, 'm').select(rawSql('1')).where(scoped as QBFilterQuery<Member>).getKnexQuery().toSQL();
    const conn = em.getConnection();
    const plan = await conn.execute<Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>>(`explain (format json) ${sql}`, [...bindings]);
    const estimate = Math.round(plan[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
    if (estimate > limit) return { total: estimate, estimated: true };
    const counted = await conn.execute<Array<{ n: number }>>(`select count(*)::int as n from (${sql} limit ${limit + 1}) as matches`, [...bindings]);
    const n = counted[0]?.n ?? 0;
    return n > limit ? { total: Math.max(estimate, n), estimated: true } : { total: n, estimated: false };
  }

  /**
   * A member edits their own profile; a new photo replaces the old files. A member who moves to another
   * community, state or district chooses an executive serving the new place and is reviewed again by them
   * (docs/privacy.md): the executive becomes theirs and the status Not Approved. A Suspended member may not move
   * (they would choose who lifts their suspension); a Rejected member who moves stays Rejected, and the new place's
   * executives decide.
   */
  async updateOwn(
    em: EntityManager, viewer: Viewer, id: string, raw: MemberProfileFields, photoData: Buffer | null, executiveRef?: string | null,
  ): Promise<MemberView> {
    const me = requireMember(viewer);
    if (id !== me.id) refuse('NOT_FOUND', { context: 'member' });
    const errors = memberProfileErrors(raw, { current: me, executive: executiveRef });
    if (errors.length) validationFailed(errors);
    const input = normalise({ ...raw, password: '', executive: '' });
    let reviewer: Executive | null = null;
    if (movesPlace(me, input)) {
      if (me.status === 'Suspended') refuse('ACCOUNT_SUSPENDED');
      reviewer = await this.findServingExecutive(em, executiveRef!.trim(), input.community, input.district, input.state);
      if (!reviewer) invalidField('executive', 'EXECUTIVE_UNAVAILABLE');
    }
    if (input.email !== me.email && (await em.count(Member, { email: input.email }))) {
      refuse('EMAIL_TAKEN', { fieldErrors: [fieldError('email', 'EMAIL_TAKEN')] });
    }
    // An empty file is refused like any other unreadable one (a form's empty file input arrives as no photo).
    const photo = photoData ? await processPhoto(photoData) : null;
    const emailChanged = input.email !== me.email;
    em.assign(me, profileOf(input));
    if (reviewer) {
      me.executive = ref(reviewer);
      // Reviewed again: decided by the row as it is when written, in the same statement, not as this request read
      // it. An approval committed meanwhile (for the old place) must not carry over to the new one.
      me.status = rawSql(`case when status = 'Approved' then 'Not Approved' else status end`) as unknown as MemberStatusLabel;
    }
    await this.flushWithPhoto(em, photo);
    if (reviewer) await em.refresh(me);
    const oldKey = photo ? await this.replacePhotoKey(em, me, photo.key) : null;
    // Reset links mailed to the old address must not outlive it.
    if (emailChanged) await voidResetLinks(em, 'member', me.id);
    // Every server's cached search pages show the old card (name, photo, place) until told: a member who moved
    // is Not Approved again and must leave every server's searches at once.
    await this.deps.searchCache.membersChanged([me.id]);
    await removePhoto(this.deps.storage, oldKey);
    await em.populate(me, ['executive']);
    return memberView(me, OWNER);
  }

  async approve(em: EntityManager, viewer: Viewer, id: string): Promise<MemberView> {
    return this.moderate(em, viewer, id, 'Approved');
  }

  async reject(em: EntityManager, viewer: Viewer, id: string): Promise<MemberView> {
    return this.moderate(em, viewer, id, 'Rejected');
  }

  /** Only a Rejected member can be deleted; their photo files go with them. */
  async delete(em: EntityManager, viewer: Viewer, id: string): Promise<string> {
    const actor = requireModerator(viewer);
    const member = await em.transactional(async (tx) => {
      const found = await this.findForModeration(tx, viewer, id);
      if (found.status !== 'Rejected') refuse('INVALID_TRANSITION', { context: 'memberDelete' });
      recordAudit(tx, actor, 'member.delete', found);
      tx.remove(found);
      return found;
    });
    await this.deps.searchCache.membersChanged([member.id]);
    await removePhoto(this.deps.storage, member.photoKey);
    return member.id;
  }

  /** An executive approves or rejects a member who is neither Approved nor Suspended (docs/product.md, "Accounts and approval"). */
  private async moderate(em: EntityManager, viewer: Viewer, id: string, to: 'Approved' | 'Rejected'): Promise<MemberView> {
    const actor = requireModerator(viewer);
    const view = await em.transactional(async (tx) => {
      const member = await this.findForModeration(tx, viewer, id);
      if (member.status === 'Approved') refuse('INVALID_TRANSITION', { context: 'memberApproved' });
      // A suspension ends only by liftSuspension (audited as such), never by approving or rejecting it away.
      if (member.status === 'Suspended') refuse('INVALID_TRANSITION', { context: 'memberSuspended' });
      member.status = to;
      recordAudit(tx, actor, to === 'Approved' ? 'member.approve' : 'member.reject', member);
      await tx.flush();
      await tx.populate(member, ['executive']);
      return memberView(member, accessTo(viewer, member));
    });
    await this.deps.searchCache.membersChanged([view.id]); // a newly Approved member shows up in searches at once, on every server
    if (to === 'Approved') await this.deps.approvalMail.queue({ kind: 'member', id: view.id });
    return view;
  }

  /**
   * Loads the member with a row lock (callers run in a transaction): concurrent approve, reject and delete of
   * one member run one after the other, so each sees the state the previous one left. Only a member the
   * viewer may moderate (privacy service) is returned.
   */
  private async findForModeration(em: EntityManager, viewer: Viewer, id: string): Promise<Member> {
    const member = isUuid(id) ? await em.findOne(Member, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!member) refuse('NOT_FOUND', { context: 'member' });
    requireModeration(viewer, member);
    return member;
  }

  /** The executive a registration or a move names (by id, or by name as older REST clients send it). */
  private async findServingExecutive(em: EntityManager, name: string, community: string, district: string, state: string): Promise<Executive | null> {
    const serving = { community, state, district, isApproved: true, role: 'executive' as const };
    if (isUuid(name)) return em.findOne(Executive, { id: name, ...serving });
    const byName = await em.find(Executive, { fullName: name, ...serving }, { orderBy: { createdAt: 'asc' }, limit: 1 });
    return byName[0] ?? null;
  }

  /** Flushes, writing the photo files first; on any failure nothing of either is left. */
  /**
   * Puts a new photo in the member's row and returns the key it replaced, read under the row's lock: of two
   * replacements at once, the second removes the first's files. (Read when the request began, both would remove the
   * same original and leave the first's files with no member.)
   */
  private async replacePhotoKey(em: EntityManager, me: Member, key: string): Promise<string | null> {
    const [row] = await em.getConnection().execute<Array<{ old: string | null }>>(
      `update member as m set photo_key = ? from (select id, photo_key from member where id = ? for update) as before
        where m.id = before.id returning before.photo_key as old`,
      [key, me.id],
    );
    me.photoKey = key;
    return row?.old ?? null;
  }

  private async flushWithPhoto(em: EntityManager, photo: ProcessedPhoto | null): Promise<void> {
    if (photo) await storePhoto(this.deps.storage, photo);
    try {
      await em.flush();
    } catch (err) {
      if (photo) await removePhoto(this.deps.storage, photo.key);
      if (err instanceof UniqueConstraintViolationException) {
        refuse('EMAIL_TAKEN', { fieldErrors: [fieldError('email', 'EMAIL_TAKEN')] });
      }
      throw err;
    }
  }
}

/**
 * SQL conditions of a search filter (values as parameters; the name as a literal fragment). `walk`: for a walk
 * through an index in date order (the window), where every row read is tested: the name test is written
 * `lower(full_name) like lower(?)`, which is what PostgreSQL does for `ilike` in a UTF-8 database (same matches),
 * but costed as two calls, so the planner tests the cheap equalities first and lowers only the names of rows that
 * pass them (a profession walked 10,000 rows in 4.4 ms instead of 12.3). Otherwise `full_name ilike ?`, the form
 * the trigram GIN index answers.
 */
function searchConditions(f: SearchFilter, use: 'index' | 'walk' = 'index'): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (f.fullName) {
    conditions.push(use === 'walk' ? 'lower(full_name) like lower(?)' : 'full_name ilike ?');
    params.push(likeFragment(f.fullName.slice(0, 80)));
  }
  for (const [column, value] of [['qualification', f.qualification], ['district', f.district], ['profession', f.profession], ['gender', f.gender]] as const) {
    if (value) (conditions.push(`${column} = ?`), params.push(value));
  }
  return { where: conditions.join(' and '), params };
}

/** Whether a member comes before a search result in newest-first order (created_at desc, id desc). */
function isNewer(member: { id: string; createdAt: Date }, view: MemberView): boolean {
  const a = member.createdAt.getTime();
  const b = view.createdAt?.getTime() ?? 0; // search results are never public cards, so it is set
  return a > b || (a === b && member.id > view.id);
}

function normalise<T extends MemberRegistrationFields>(raw: T): T {
  const v = trimAll(raw);
  return { ...v, email: v.email.toLowerCase(), fullName: squeeze(v.fullName), motherName: squeeze(v.motherName), fatherName: squeeze(v.fatherName) };
}

function squeeze(s: string): string {
  return s.replace(/\s+/g, ' ');
}

function profileOf(v: MemberProfileFields): MemberProfileFields {
  return {
    fullName: v.fullName, dob: v.dob, gender: v.gender, mobile: v.mobile, email: v.email, motherName: v.motherName,
    fatherName: v.fatherName, fatherMobile: v.fatherMobile, community: v.community, gotra: v.gotra,
    motherGotra: v.motherGotra, qualification: v.qualification, profession: v.profession, state: v.state,
    district: v.district, block: v.block, address: v.address,
  };
}

