import { Migration } from '@mikro-orm/migrations';

/**
 * An interest's ready-made opening is stored by name (READY_INTEREST_MESSAGES in schema/src/rules/interest.ts), so
 * each member reads it in their own language; before, the sender's language's words were stored in `message`.
 */
export class Migration20261214000000_ready_interest_message extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "interest" add column "ready_message" text check ("ready_message" in ('GREETING', 'SHARED_VALUES', 'READ_WITH_INTEREST')) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "interest" drop column "ready_message";`);
  }
}
