import type { EventBus } from '../../common/event-bus.js';
import type { MemberView } from './member.view.js';

/** Topic of "these members changed" (approved, rejected, deleted, edited), for every server's caches. */
export const MEMBERS_CHANGED = 'members.changed';

/**
 * Pages of the shared search list (Approved members as members see them), kept for a few seconds. A change to a
 * member on any API server clears every server's cache at once (through the event bus); a server that lost the
 * bus for a while clears its cache when it is back, since it may have missed changes.
 */
export class SearchCache {
  private readonly entries = new Map<string, { expires: number; rows: MemberView[] }>();

  constructor(private readonly ttlMs: number, private readonly events: EventBus, private readonly maxEntries = 5000) {
    events.subscribe(MEMBERS_CHANGED, () => this.clear());
    events.onGap(() => this.clear());
  }

  get(key: string): MemberView[] | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.rows;
  }

  set(key: string, rows: MemberView[]): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!); // oldest first
    this.entries.set(key, { expires: Date.now() + this.ttlMs, rows });
  }

  /** After a committed change to these members: clears this server's cache now and tells the others. */
  async membersChanged(ids: string[]): Promise<void> {
    await this.events.publish(MEMBERS_CHANGED, { ids });
  }

  clear(): void {
    this.entries.clear();
  }
}
