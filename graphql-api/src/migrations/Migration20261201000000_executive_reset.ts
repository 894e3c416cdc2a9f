import { Migration } from '@mikro-orm/migrations';

/** Reset tokens for executives too: a token belongs to exactly one member or one executive. */
export class Migration20261201000000_executive_reset extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "password_reset_token" alter column "member_id" drop not null;`);
    this.addSql(`alter table "password_reset_token" add column "executive_id" uuid null;`);
    this.addSql(`create index "password_reset_token_executive_idx" on "password_reset_token" ("executive_id");`);
    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_executive_id_foreign" foreign key ("executive_id") references "executive" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_account_check" check (("member_id" is null) <> ("executive_id" is null));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "password_reset_token" where "member_id" is null;`);
    this.addSql(`alter table "password_reset_token" drop constraint "password_reset_token_account_check";`);
    this.addSql(`alter table "password_reset_token" drop constraint "password_reset_token_executive_id_foreign";`);
    this.addSql(`drop index "password_reset_token_executive_idx";`);
    this.addSql(`alter table "password_reset_token" drop column "executive_id";`);
    this.addSql(`alter table "password_reset_token" alter column "member_id" set not null;`);
  }
}
