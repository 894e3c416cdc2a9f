import type { EventBus, EventPayload } from '../../common/event-bus.js';
import { namedIds } from '../../common/kept-by-id.js';
import { MEMBERS_CHANGED } from '../member/search-cache.js';
import { RELATIONS_CHANGED } from '../relationship/relationship.service.js';

/** The most members one kept box may hold; a longer box is read each time (its index would cost more than it saves). */
export const MAX_KEPT_BOX_MEMBERS = 1_000;

interface KeptPage<T> {
  until: number;
  page: T;
  /** The viewer and every member of the box the page is from (not only those on the page). */
  members: readonly string[];
}

/**
 * Pages of members' interest boxes (myInterests), kept for a while per server (PROFILE_CACHE_SECONDS): a member going
 * back and forth between the Connections page's tabs, or back to it from a profile, is answered without the
 * database. Each page is kept with every member of its box (ids only), and goes on every server at once when a
 * change names the viewer or any of them:
 * - RELATIONS_CHANGED, announced after every interest, reminder, connection, block, shortlist and sharing change
 *   between two members (so a new interest, an answer or a block reaches both members' boxes);
 * - MEMBERS_CHANGED, announced after every change to a member (an edit, a photo, a suspension, a rejection, a
 *   deletion), which changes the card, or whether the member is listed and counted at all, on any page of the box.
 * A change that names no one (the expiry job's) drops every page, as does a server losing the bus. A page read while
 * a change was announced is not kept. What only time changes (a decline's 90-day cool-down ending) shows within
 * the time to live. The privacy service still decides each answer: a page keeps rows, never a view.
 */
export class InterestPageCache<T> {
  private readonly pages = new Map<string, KeptPage<T>>();
  /** Member id → keys of the kept pages whose box holds them (the viewer's own included). */
  private readonly byMember = new Map<string, Set<string>>();
  /** Bumped by every drop: a read that started before it is not kept. */
  private generation = 0;

  /** `events`: the deployment's bus (without one, only `drop` forgets pages). */
  constructor(private readonly ttlMs: number, events?: EventBus, private readonly maxPages = 2_000) {
    if (ttlMs <= 0 || !events) return;
    events.subscribe(RELATIONS_CHANGED, (p) => this.drop(p.members));
    events.subscribe(MEMBERS_CHANGED, (p) => this.drop(p.ids));
    events.onGap(() => this.drop());
  }

  /**
   * The viewer's page `key` (a box, a page, a size), kept or read by `read`; `boxMembers` then names everyone in the
   * box (null when there are more than MAX_KEPT_BOX_MEMBERS: not kept). Neither is asked for when nothing is kept.
   */
  async get(viewerId: string, key: string, read: () => Promise<T>, boxMembers: () => Promise<readonly string[] | null>): Promise<T> {
    if (this.ttlMs <= 0) return read();
    const id = `${viewerId}/${key}`;
    const now = Date.now();
    const hit = this.pages.get(id);
    if (hit && hit.until > now) return hit.page;
    const generation = this.generation;
    const [page, members] = await Promise.all([read(), boxMembers()]);
    this.forget(id);
    if (members && generation === this.generation) this.keep(id, { until: now + this.ttlMs, page, members: [viewerId, ...members] });
    return page;
  }

  /** Forgets the pages of these members' boxes (an event's payload, checked here), or every page when none is named. */
  drop(ids?: EventPayload[string]): void {
    this.generation += 1;
    const named = namedIds(ids);
    if (!named.length) {
      this.pages.clear();
      this.byMember.clear();
      return;
    }
    for (const member of named) for (const id of [...(this.byMember.get(member) ?? [])]) this.forget(id);
  }

  /** How many pages are kept (for tests and the capacity figures). */
  get size(): number {
    return this.pages.size;
  }

  private keep(id: string, page: KeptPage<T>): void {
    if (this.pages.size >= this.maxPages) this.forget(this.pages.keys().next().value!); // oldest first
    this.pages.set(id, page);
    for (const member of page.members) {
      let keys = this.byMember.get(member);
      if (!keys) this.byMember.set(member, (keys = new Set()));
      keys.add(id);
    }
  }

  private forget(id: string): void {
    const page = this.pages.get(id);
    if (!page) return;
    this.pages.delete(id);
    for (const member of page.members) {
      const keys = this.byMember.get(member);
      keys?.delete(id);
      if (keys && !keys.size) this.byMember.delete(member);
    }
  }
}
