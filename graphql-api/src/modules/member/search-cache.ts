import type { EventBus } from '../../common/event-bus.js';
import type { MemberView } from './member.view.js';

/** Topic of "these members changed" (approved, rejected, deleted, edited), for every server's caches. */
export const MEMBERS_CHANGED = 'members.changed';

/**
 * Pages of the shared search list (Approved members as members see them), kept for a few seconds. A change to a
 * member on any API server clears every server's cache at once (through the event bus); a server that lost the
 * bus for a while clears its cache when it is back, since it may have missed changes.
 */
export interface CachedSearch {
  rows: MemberView[];
  /**
   * Whether a searching member is in this page's list themself (then they take one place before it): read once
   * per member while the page lives. Any change to a member clears the cache, so it cannot outlive their row.
   */
  selfMatches: Map<string, boolean>;
}

export class SearchCache {
  private readonly entries = new Map<string, { expires: number; page: CachedSearch }>();
  /** Pages being read now, by key: a search that misses while the same page is being read waits for that read. */
  private readonly loading = new Map<string, Promise<CachedSearch>>();
  /** Bumped by every clear: a page read that started before a change is answered but not kept. */
  private generation = 0;

  constructor(private readonly ttlMs: number, private readonly events: EventBus, private readonly maxEntries = 5000) {
    events.subscribe(MEMBERS_CHANGED, () => this.clear());
    events.onGap(() => this.clear());
  }

  get(key: string): CachedSearch | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  /**
   * The cached page, or one read by `read` and kept. Searches for the same page at the same time share one read
   * (a popular search whose page expired costs one query, not one per member waiting for it).
   */
  async getOrRead(key: string, read: () => Promise<{ rows: MemberView[]; selfMatches?: Array<[string, boolean]> }>): Promise<CachedSearch> {
    const cached = this.get(key);
    if (cached) return cached;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loading = read().then(({ rows, selfMatches }) => {
      const page: CachedSearch = { rows, selfMatches: new Map(selfMatches) };
      if (this.ttlMs > 0 && generation === this.generation) {
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
