import { Migration } from '@mikro-orm/migrations';

/** Members and executives keep the language they read the product in (their e-mails follow it). */
export class Migration20261210000000_preferred_language extends Migration {
  override async up(): Promise<void> {
    for (const table of ['member', 'executive']) {
      this.addSql(`alter table "${table}" add column "preferred_language" text not null default 'en';`);
      this.addSql(`alter table "${table}" add constraint "${table}_preferred_language_check" check ("preferred_language" in ('en', 'hi'));`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['member', 'executive']) this.addSql(`alter table "${table}" drop column "preferred_language";`);
  }
}
