/**
 * Values read per id and kept for a while on this server (at most `maxEntries`, the oldest dropped first), for the
 * caches whose changes are announced on the event bus (a member's profile row, their relations to others). `drop` forgets
 * the ids named (every id when none is) and keeps a read that started before it from being kept, so a change is
 * never undone by a read that raced it. `undefined` is never kept, nor a value `keeps` refuses (too large to keep,
 * say); a time to live of 0 keeps nothing.
 */
export class KeptById<T> {
  private readonly entries = new Map<string, { until: number; value: T }>();
  /** Bumped by every drop: a read that started before it is not kept. */
  private generation = 0;

  constructor(private readonly ttlMs: number, private readonly maxEntries: number, private readonly keeps: (value: T) => boolean = () => true) {}

  /** The value kept for `id`, or the one `read` returns (kept unless undefined or overtaken by a drop). */
  async get(id: string, read: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return read();
    const now = Date.now();
    const hit = this.entries.get(id);
    if (hit && hit.until > now) return hit.value;
    const generation = this.generation;
    const value = await read();
    this.keep(id, value, now, generation);
    return value;
  }

  /** The values kept for these ids, and those `read` returns for the others in one call (kept as `get` keeps them). */
  async getMany(ids: string[], read: (missing: string[]) => Promise<Map<string, T>>): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    const now = Date.now();
    for (const id of ids) {
      const hit = this.ttlMs > 0 ? this.entries.get(id) : undefined;
      if (hit && hit.until > now) found.set(id, hit.value);
      else missing.push(id);
    }
    if (!missing.length) return found;
    const generation = this.generation;
    const values = await read(missing);
    for (const id of missing) {
      const value = values.get(id);
      if (value === undefined) continue;
      found.set(id, value);
      this.keep(id, value, now, generation);
    }
    return found;
  }

  /** Replaces what was kept for `id` with a value just read (unless it is not to be kept: then nothing is). */
  private keep(id: string, value: T, now: number, generation: number): void {
    this.entries.delete(id); // a value read again goes to the back of the line
    if (this.ttlMs <= 0 || value === undefined || generation !== this.generation || !this.keeps(value)) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!); // oldest first
    this.entries.set(id, { until: now + this.ttlMs, value });
  }

  /** Forgets these ids (an event's payload, checked here), or every id when none is named. */
  drop(ids?: unknown): void {
    this.generation += 1;
    const named = namedIds(ids);
    if (!named.length) this.entries.clear();
    for (const id of named) this.entries.delete(id);
  }
}

/** The ids an event's payload names (checked: it crossed servers); none means every id. */
export function namedIds(ids: unknown): string[] {
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}
