import type { EventBus } from '../../common/event-bus.js';
import type { MemberView } from './member.view.js';

/** Topic of "these members changed" (approved, rejected, deleted, edited), for every server's caches. */
export const MEMBERS_CHANGED = 'members.changed';

/**
 * How long past its time a page may still be answered while one search reads it again in the background
 * (stale-while-revalidate). Only time ages a page this way: a change to a member clears every page at once.
 */
export const STALE_WHILE_REVALIDATE_MS = 5 * 60_000;
/**
 * How many such background reads run at once. Many pages run out of time together (they were read together), and
 * reading them all at once would take the database from the searches that found nothing to answer them; a page
 * whose turn has not come is answered as it is and read by a later search.
 */
const MAX_BACKGROUND_READS = 2;

/**
 * Pages of the shared search list (Approved members as members see them), kept for a few seconds. A change to a
 * member on any API server clears every server's cache at once (through the event bus); a server that lost the
 * bus for a while clears its cache when it is back, since it may have missed changes. A page past its time is
 * still answered for a while, and the first search to meet it reads it again in the background: the pages members
 * keep asking for never make one of them wait for the database because a clock ran out.
 */
export interface CachedSearch {
  rows: MemberView[];
  /**
   * Whether a searching member is in this page's list themself (then they take one place before it): read once
   * per member while the page lives. Any change to a member clears the cache, so it cannot outlive their row.
   */
  selfMatches: Map<string, boolean>;
}

/** Reads a page from the database: its rows, and whether the searching member is in its list themself. */
type ReadPage = () => Promise<{ rows: MemberView[]; selfMatches?: Array<[string, boolean]> }>;

export class SearchCache {
  private readonly entries = new Map<string, { expires: number; page: CachedSearch }>();
  /** Pages being read now, by key: a search that misses while the same page is being read waits for that read. */
  private readonly loading = new Map<string, Promise<CachedSearch>>();
  /** Background reads of pages past their time under way (at most MAX_BACKGROUND_READS). */
  private refreshing = 0;
  /** Bumped by every clear: a page read that started before a change is answered but not kept. */
  private generation = 0;

  constructor(private readonly ttlMs: number, private readonly events: EventBus, private readonly maxEntries = 5000) {
    events.subscribe(MEMBERS_CHANGED, () => this.clear());
    events.onGap(() => this.clear());
  }

  /** The page kept under this key, fresh or past its time but still answered. */
  get(key: string): CachedSearch | undefined {
    return this.lookup(key)?.page;
  }

  /** The page if it is fresh or still usable (`stale`: past its time, to be read again). */
  private lookup(key: string): { page: CachedSearch; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expires > now) return { page: entry.page, stale: false };
    if (entry.expires + STALE_WHILE_REVALIDATE_MS > now) return { page: entry.page, stale: true };
    this.entries.delete(key);
    return undefined;
  }

  /**
   * The cached page, or one read by `read` and kept. Searches for the same page at the same time share one read
   * (a popular search whose page expired costs one query, not one per member waiting for it).
   */
  async getOrRead(key: string, read: ReadPage): Promise<CachedSearch> {
    const cached = this.lookup(key);
    if (cached) {
      // Past its time: answered as it is, and read again once (a failed read leaves the page to the next search).
      if (cached.stale && !this.loading.has(key) && this.refreshing < MAX_BACKGROUND_READS) {
        this.refreshing += 1;
        this.read(key, read).catch(() => undefined).finally(() => (this.refreshing -= 1));
      }
      return cached.page;
    }
    return this.loading.get(key) ?? this.read(key, read);
  }

  private read(key: string, read: ReadPage): Promise<CachedSearch> {
    const generation = this.generation;
    const loading = read().then(({ rows, selfMatches }) => {
      const page: CachedSearch = { rows, selfMatches: new Map(selfMatches) };
      if (this.ttlMs > 0 && generation === this.generation) {
        this.entries.delete(key); // a page read again goes to the back of the line
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!); // oldest first
        this.entries.set(key, { expires: Date.now() + this.ttlMs, page });
      }
      return page;
    }).finally(() => {
      if (this.loading.get(key) === loading) this.loading.delete(key);
    });
    if (this.ttlMs > 0) this.loading.set(key, loading);
    return loading;
  }

  /** After a committed change to these members: clears this server's cache now and tells the others. */
  async membersChanged(ids: string[]): Promise<void> {
    await this.events.publish(MEMBERS_CHANGED, { ids });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    // Reads under way started before the change: later searches read again instead of waiting for them.
    this.loading.clear();
  }
}
