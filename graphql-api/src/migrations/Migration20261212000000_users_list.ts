import { Migration } from '@mikro-orm/migrations';

/**
 * The executive console's Users List at a million members (docs/capacity.md): newest first and one place's members
 * by status walk an index in order (ids inside, so a deep page skips index entries, not rows); a name or e-mail
 * fragment uses trigrams on both columns. member_list_place_idx replaces member_state_district_idx (same leading
 * columns). About 30 s per million members to build, blocking member writes meanwhile: on a large live database
 * create them by hand first with CREATE INDEX CONCURRENTLY under the same names (this migration then skips them).
 */
export class Migration20261212000000_users_list extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "member_created_idx" on "member" ("created_at" desc, "id" desc);`);
    this.addSql(`create index if not exists "member_list_place_idx" on "member" ("state", "district", "status", "created_at" desc, "id" desc);`);
    this.addSql(`create index if not exists "member_email_trgm_idx" on "member" using gin ("email" gin_trgm_ops);`);
    this.addSql(`drop index if exists "member_state_district_idx";`);
    // A district lies in one state: without this the planner multiplies the two and estimates a place's members
    // a quarter of what they are (the Users List shows that estimate past the exact-count limit).
    this.addSql(`create statistics if not exists "member_place_stats" (dependencies, mcv) on "state", "district", "status" from "member";`);
    this.addSql(`analyze "member";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop statistics if exists "member_place_stats";`);
    this.addSql(`create index if not exists "member_state_district_idx" on "member" ("state", "district", "status");`);
    this.addSql(`drop index if exists "member_email_trgm_idx";`);
    this.addSql(`drop index if exists "member_list_place_idx";`);
    this.addSql(`drop index if exists "member_created_idx";`);
  }
}
