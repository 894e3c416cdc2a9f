import type { EventBus } from '../../common/event-bus.js';
import { MEMBERS_CHANGED } from './search-cache.js';

/** A member's profile row as the profile read returns it (the member's columns and their executive's name). */
export type ProfileRow = Record<string, unknown>;

/**
 * Members' profile rows, kept for a while per server (PROFILE_CACHE_SECONDS): the commonest read of all, a profile
 * opened from a card, then answers without the database. Only what is the same for every viewer is kept; what the
 * member is to the viewer (a block either way, a connection's shared contact details) is never cached here, and
 * the privacy service still decides every view (`MemberService.readProfile`).
 *
 * Every change to a member (edit, photo, approval, rejection, deletion, suspension and its lifting) announces
 * MEMBERS_CHANGED on the event bus, which drops their rows on every server, on the one that made the change before
 * the change answers; a server that lost the bus drops every row. A row read while a change was announced is not
 * kept, and a member not found is never kept (a new member shows once approved). An executive's deletion leaves
 * their name on their members' kept rows until the rows expire; only the member and serving executives see it.
 */
export class ProfileCache {
  private readonly entries = new Map<string, { until: number; row: ProfileRow }>();
  /** Bumped by every change announced: a read that started before it is not kept. */
  private generation = 0;

  constructor(private readonly ttlMs: number, events: EventBus, private readonly maxEntries = 20_000) {
    events.subscribe(MEMBERS_CHANGED, (p) => {
      this.generation += 1;
      const ids = Array.isArray(p.ids) ? (p.ids as unknown[]) : [];
      if (!ids.length) this.entries.clear();
      for (const id of ids) if (typeof id === 'string') this.entries.delete(id);
    });
    events.onGap(() => {
      this.generation += 1;
      this.entries.clear();
    });
  }

  /** The member's row, kept or read by `read` (and kept when found). */
  async row(id: string, read: () => Promise<ProfileRow | undefined>): Promise<ProfileRow | undefined> {
    if (this.ttlMs <= 0) return read();
    const now = Date.now();
    const hit = this.entries.get(id);
    if (hit && hit.until > now) return hit.row;
    const generation = this.generation;
    const row = await read();
    this.entries.delete(id);
    if (row && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!); // oldest first
      this.entries.set(id, { until: now + this.ttlMs, row });
    }
    return row;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
