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

  /** Keeps a page (unless caching is off) and returns it. */
  set(key: string, rows: MemberView[]): CachedSearch {
    const page: CachedSearch = { rows, selfMatches: new Map() };
    if (this.ttlMs <= 0) return page;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!); // oldest first
    this.entries.set(key, { expires: Date.now() + this.ttlMs, page });
    return page;
  }

  /** After a committed change to these members: clears this server's cache now and tells the others. */
  async membersChanged(ids: string[]): Promise<void> {
    await this.events.publish(MEMBERS_CHANGED, { ids });
  }

  clear(): void {
    this.entries.clear();
  }
}
