import { Migration } from '@mikro-orm/migrations';

/**
 * Searches that name a district read that district's Approved members newest first from one covering index
 * (uncached search at a million members, docs/capacity.md). About 3 s per million members to build; it blocks member
 * writes meanwhile, so on a large live database create it by hand first with CREATE INDEX CONCURRENTLY under the
 * same name (this migration then skips it).
 */
export class Migration20261203000000_search_district extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "member_search_district_idx" on "member" ("district", "created_at" desc, "id" desc) include ("full_name", "gender", "profession", "qualification") where "status" = 'Approved';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "member_search_district_idx";`);
  }
}
