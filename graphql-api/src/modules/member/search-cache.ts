import type { MemberView } from './member.view.js';

/**
 * Pages of the shared search list (Approved members as members see them), kept for a few seconds. Any change to
 * a member in this process clears it at once; other API servers see such a change within the time to live.
 */
export class SearchCache {
  private readonly entries = new Map<string, { expires: number; rows: MemberView[] }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 5000) {}

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

  clear(): void {
    this.entries.clear();
  }
}
