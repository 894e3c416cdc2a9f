import type { EventBus } from '../../common/event-bus.js';
import { KeptById } from '../../common/kept-by-id.js';
import { MEMBERS_CHANGED } from './search-cache.js';

/** A member's profile row as the profile read returns it (the member's columns and their executive's name). */
export type ProfileRow = Record<string, unknown>;

/**
 * Members' profile rows, kept for a while per server (PROFILE_CACHE_SECONDS): the commonest read of all, a profile
 * opened from a card, then answers without the database. Only what is the same for every viewer is kept; what the
 * member is to the viewer (a block either way, a connection's shared contact details) is never cached here, and
 * the privacy service still decides every view (`MemberService.profile`).
 *
 * Every change to a member (edit, photo, language, approval, rejection, deletion, suspension and its lifting) announces
 * MEMBERS_CHANGED on the event bus, which drops their rows on every server, on the one that made the change before
 * the change answers; a server that lost the bus drops every row. A row read while a change was announced is not
 * kept, and a member not found is never kept (a new member shows once approved). An executive's deletion leaves
 * their name on their members' kept rows until the rows expire; only the member and serving executives see it.
 */
export class ProfileCache {
  private readonly kept: KeptById<ProfileRow | undefined>;

  constructor(ttlMs: number, events: EventBus, maxEntries = 20_000) {
    this.kept = new KeptById(ttlMs, maxEntries);
    events.subscribe(MEMBERS_CHANGED, (p) => this.kept.drop(p.ids));
    events.onGap(() => this.kept.drop());
  }

  /** The member's row, kept or read by `read` (and kept when found). */
  row(id: string, read: () => Promise<ProfileRow | undefined>): Promise<ProfileRow | undefined> {
    return this.kept.get(id, read);
  }

  /** The rows of these members (a search's page), kept or read together by `read` (those not found are left out). */
  rows(ids: string[], read: (missing: string[]) => Promise<Map<string, ProfileRow>>): Promise<Map<string, ProfileRow | undefined>> {
    return this.kept.getMany(ids, read);
  }
}
