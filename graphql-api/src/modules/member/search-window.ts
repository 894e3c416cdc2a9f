import type { EventBus } from '../../common/event-bus.js';
import { statement, type RunStatement } from '../../common/hot-sql.js';
import { MEMBERS_CHANGED } from './search-cache.js';

/** What a search tests of an Approved member, as the window keeps it (the full name as PostgreSQL lowers it). */
interface Entry extends Searchable {
  id: string;
  /** created_at in microseconds since 1970: the database's own precision, so the order is exactly its order. */
  at: number;
}

export interface WindowFilter {
  fullName?: string | null;
  qualification?: string | null;
  district?: string | null;
  profession?: string | null;
  gender?: string | null;
}

/** What the member search's filter tests of a member: the lower-cased full name, and fields compared as they are. */
export interface Searchable {
  name: string;
  gender: string;
  district: string;
  profession: string;
  qualification: string;
}

/** The member search's filter as a test of one member (the name as PostgreSQL's `ilike` fragment, a plain substring). */
export function matcher(filter: WindowFilter): (m: Searchable) => boolean {
  const fragment = filter.fullName ? filter.fullName.slice(0, 80).toLowerCase() : null;
  const { gender, district, profession, qualification } = filter;
  return (m) => (!gender || m.gender === gender) && (!district || m.district === district)
    && (!profession || m.profession === profession) && (!qualification || m.qualification === qualification)
    && (!fragment || m.name.includes(fragment));
}

/** The newest Approved members of one district, or of all districts (`district` null), newest first. */
interface Window {
  district: string | null;
  entries: Entry[];
  byId: Map<string, Entry>;
  /** It holds every Approved member of its district (or of all), not only the newest: what it does not find does not exist. */
  complete: boolean;
  /** When it was read (Date.now()). */
  readAt: number;
}

/** Windows kept at most (all districts', and the districts searched most recently). */
const MAX_WINDOWS = 50;

const COLUMNS = `id, (extract(epoch from created_at) * 1000000)::int8 as at, lower(full_name) as name, gender, district, profession, qualification`;
// The newest of all from member_search_recent_idx, of a district from member_search_district_idx: index-only walks.
const NEWEST = statement('search_window_newest', `select ${COLUMNS} from member where status = 'Approved'
  order by created_at desc, id desc limit ?`);
const NEWEST_OF_DISTRICT = statement('search_window_district', `select ${COLUMNS} from member where status = 'Approved' and district = ?
  order by created_at desc, id desc limit ?`);
const MEMBERS = statement('search_window_members', `select ${COLUMNS}, status from member where id = any(?::uuid[])`);

interface Row { id: string; at: string; name: string; gender: string; district: string; profession: string; qualification: string; status?: string }

/**
 * One string per distinct gender, district, profession and qualification (a few hundred in all), shared by every
 * entry: without it each entry carries four strings of its own, a third of the window's memory.
 */
const canonical = new Map<string, string>();
function shared(value: string): string {
  const known = canonical.get(value);
  if (known !== undefined) return known;
  if (canonical.size < 10_000) canonical.set(value, value);
  return value;
}

function entryOf(row: Row): Entry {
  return {
    id: row.id, at: Number(row.at), name: row.name,
    gender: shared(row.gender), district: shared(row.district), profession: shared(row.profession), qualification: shared(row.qualification),
  };
}

/** Whether `a` comes before `b` in newest-first order (created_at desc, id desc, as the database orders them). */
function before(a: Entry, b: Entry): boolean {
  return a.at > b.at || (a.at === b.at && a.id > b.id);
}

/** Where `entry` goes in a newest-first list: the first place whose entry it comes before. */
function placeOf(entries: Entry[], entry: Entry): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(entries[mid]!, entry)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The newest Approved members, of every district and of each, kept in memory per API server: what the member
 * search tests (name, gender, district, profession, qualification) of the `size` newest, newest first. A search
 * looks through them for its page before it asks the database for anything, and needs only the page's members'
 * rows. Only when the newest hold too few matches (a rare name, a deep page) does the search go to the database's
 * indexes (MemberService.search).
 *
 * It changes with the members: every change to a member (approval, rejection, edit, suspension, deletion) is
 * announced on the event bus as MEMBERS_CHANGED, and each server reads those members again and puts them in or
 * takes them out. Reads and changes run one at a time, in the order they were heard, so a read started before a
 * change never overwrites it; a search waits until the changes heard so far are in (a member approved through
 * one server is found by the next search on any server that heard it). A server that lost the bus forgets every
 * window and reads them again. Each window is also read again, in the background, once it is five minutes old:
 * what was written without an announcement (a SQL console, a script) shows within that time. The search takes the page's members' rows (from the profile cache, kept current by
 * the same announcements, or from the database) and tests them again, Approved and matching: a change not yet heard
 * fails that test, and the search then asks the database's indexes instead.
 *
 * Memory: one small record per kept member (about 250 bytes), at most `size` for all districts and `size` for each
 * of the 49 districts searched most recently (about 120 MB at most with the default size; 31 MB for the 13
 * districts of today's reference lists at a million members).
 */
export class SearchWindow {
  private readonly windows = new Map<string | null, Window>();
  /** Windows being read, by district. */
  private readonly loading = new Map<string | null, Promise<Window | undefined>>();
  /** Reads of windows and of changed members, one at a time, in order. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Reads of changed members queued or under way: a search waits for them. */
  private rereads = 0;
  /** Members heard changed whose reading again has not started (while any are, one is queued). */
  private readonly changed = new Set<string>();
  /**
   * Searches this window held too few matches for, since it last changed (a rare name is searched again and
   * again): they go to the database without looking through the window first.
   */
  private readonly tooFew = new Set<string>();
  /** Bumped when every window is forgotten: a window read before that is not kept. */
  private generation = 0;

  constructor(
    private readonly run: RunStatement,
    events: EventBus,
    private readonly size = 10_000,
    private readonly refreshMs = 5 * 60_000,
  ) {
    events.subscribe(MEMBERS_CHANGED, (p) => this.heard(Array.isArray(p.ids) ? p.ids : null));
    events.onGap(() => this.heard(null));
  }

  /**
   * The ids of a page of the shared list (Approved members matching the filter, newest first, `count` from
   * `offset`), or undefined when the window cannot tell: it holds too few matches and not every member.
   */
  async find(filter: WindowFilter, offset: number, count: number): Promise<string[] | undefined> {
    const district = filter.district ?? null;
    if (!this.recent(district)) await this.load(district);
    if (this.rereads) await this.queue; // changes heard before this search are in (also a re-read under way)
    const window = this.windows.get(district);
    if (!window) return undefined; // not read (the database failed), or forgotten meanwhile
    const asked = JSON.stringify([filter.fullName?.slice(0, 80).toLowerCase(), filter.district, filter.gender, filter.profession, filter.qualification, offset + count]);
    if (this.tooFew.has(asked)) return undefined;
    const matches = matcher(filter);
    const ids: string[] = [];
    let skip = offset;
    for (const e of window.entries) {
      if (!matches(e)) continue;
      if (skip > 0) skip -= 1;
      else if (ids.push(e.id) === count) return ids;
    }
    if (window.complete) return ids;
    if (this.tooFew.size >= 10_000) this.tooFew.clear();
    this.tooFew.add(asked);
    return undefined;
  }

  /**
   * Reads the window of all districts and those of `districts` (up to the windows kept), one after another, before
   * a server takes requests: a server (re)started behind the proxy gets its full share of searches at once, and
   * each window read on demand would make the searches queued behind it wait (14 windows took 0.5 s of a fresh
   * server's first seconds at a million members, docs/capacity.md). A window that cannot be read is read on demand.
   * Gives how many windows it holds then, and the members in them.
   */
  async warm(districts: readonly string[]): Promise<{ windows: number; members: number }> {
    for (const district of [null, ...districts.slice(0, MAX_WINDOWS - 1)]) {
      if (!this.windows.has(district)) await this.load(district);
    }
    let members = 0;
    for (const window of this.windows.values()) members += window.entries.length;
    return { windows: this.windows.size, members };
  }

  /**
   * Whether the member is Approved and matches the filter, as far as the window knows: asked only of a member
   * newer than a page the window found (who, Approved and matching, would be among the newest it holds).
   */
  holds(id: string, filter: WindowFilter): boolean {
    const entry = this.windows.get(filter.district ?? null)?.byId.get(id);
    return !!entry && matcher(filter)(entry);
  }

  /**
   * The district's window if kept, now the most recently used; read again in the background once it is older than
   * `refreshMs` (it is answered meanwhile), so that what was written without an announcement (a SQL console, a
   * script) shows within that time.
   */
  private recent(district: string | null): Window | undefined {
    const window = this.windows.get(district);
    if (!window) return undefined;
    if (district !== null) {
      this.windows.delete(district);
      this.windows.set(district, window);
    }
    if (Date.now() - window.readAt > this.refreshMs && !this.loading.has(district)) void this.load(district);
    return window;
  }

  private load(district: string | null): Promise<Window | undefined> {
    let loading = this.loading.get(district);
    if (!loading) {
      loading = this.enqueue(async () => {
        const generation = this.generation;
        const rows = district === null
          ? await this.run<Row>(NEWEST, [this.size + 1])
          : await this.run<Row>(NEWEST_OF_DISTRICT, [district, this.size + 1]);
        const entries = rows.slice(0, this.size).map(entryOf);
        const window: Window = {
          district, entries, byId: new Map(entries.map((e) => [e.id, e])), complete: rows.length <= this.size, readAt: Date.now(),
        };
        if (generation !== this.generation) return undefined;
        this.windows.set(district, window);
        this.tooFew.clear(); // it may hold members it did not
        // The districts searched least recently go first (all districts' is kept): memory stays bounded however
        // many districts there are.
        if (this.windows.size > MAX_WINDOWS) this.windows.delete([...this.windows.keys()].find((d) => d !== null)!);
        return window;
      }).catch(() => undefined).finally(() => this.loading.delete(district));
      this.loading.set(district, loading);
    }
    return loading;
  }

  /** Members changed (`null`: any may have): read again after what is queued, or every window forgotten. */
  private heard(ids: string[] | null): void {
    if (!ids) {
      this.forget();
      return;
    }
    if (!this.windows.size && !this.loading.size) return; // nothing kept, nothing being read
    const queued = this.changed.size > 0;
    for (const id of ids) this.changed.add(id);
    if (queued) return;
    this.rereads += 1;
    this.enqueue(async () => {
      const batch = [...this.changed];
      this.changed.clear();
      if (batch.length) this.apply(batch, await this.run<Row>(MEMBERS, [batch]));
    }).catch(() => this.forget()) // not read: what the windows hold of them is unknown
      .finally(() => (this.rereads -= 1));
  }

  /** Takes the members out of every window, and puts those who are Approved back where they now belong. */
  private apply(ids: string[], rows: Row[]): void {
    this.tooFew.clear(); // a window may now hold enough
    for (const window of this.windows.values()) {
      for (const id of ids) {
        const old = window.byId.get(id);
        if (!old) continue;
        window.entries.splice(placeOf(window.entries, old), 1);
        window.byId.delete(id);
      }
    }
    for (const row of rows) {
      if (row.status !== 'Approved') continue;
      const entry = entryOf(row);
      for (const window of [this.windows.get(null), this.windows.get(entry.district)]) {
        if (!window) continue;
        const place = placeOf(window.entries, entry);
        if (!window.complete && place === window.entries.length) continue; // older than every kept member: not among the newest
        window.entries.splice(place, 0, entry);
        window.byId.set(entry.id, entry);
        if (window.entries.length > this.size) {
          window.byId.delete(window.entries.pop()!.id);
          window.complete = false;
        }
      }
    }
    // A window that lost many members is forgotten and read again by the next search of its district (one that
    // lost a few stays right: still the newest, only fewer of them).
    for (const window of this.windows.values()) {
      if (!window.complete && window.entries.length < this.size * 0.9) {
        this.windows.delete(window.district);
      }
    }
  }

  private forget(): void {
    this.generation += 1;
    this.tooFew.clear();
    this.windows.clear();
    this.changed.clear();
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const done = this.queue.then(task);
    this.queue = done.catch(() => undefined);
    return done;
  }
}
