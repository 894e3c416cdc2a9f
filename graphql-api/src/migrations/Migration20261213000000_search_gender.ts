import { Migration } from '@mikro-orm/migrations';

/**
 * A rare name searched with a gender (most member searches name one): the search's GIN index alone intersects the
 * name's trigrams with the posting list of half the members, one per gender (4-10 ms at a million members); an
 * index of one gender's Approved members has only that gender's names to look through (0.1-3 ms). About 1.5 s per
 * index per million members on a fast machine; on a large live database create them by hand first with CREATE
 * INDEX CONCURRENTLY under the same names (this migration then skips them). The list of genders is GENDERS
 * (schema/src/reference/lists.ts); a new one would need its index too.
 */
const GENDERS = ['Male', 'Female', 'Other'];

export class Migration20261213000000_search_gender extends Migration {
  override async up(): Promise<void> {
    for (const gender of GENDERS) {
      this.addSql(`create index if not exists "member_search_${gender.toLowerCase()}_idx" on "member" using gin ("full_name" gin_trgm_ops, "district", "profession", "qualification") where "status" = 'Approved' and "gender" = '${gender}';`);
    }
  }

  override async down(): Promise<void> {
    for (const gender of GENDERS) this.addSql(`drop index if exists "member_search_${gender.toLowerCase()}_idx";`);
  }
}
