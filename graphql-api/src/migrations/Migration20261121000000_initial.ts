import { Migration } from '@mikro-orm/migrations';

/** Members, executives, sessions, reset tokens and the audit trail, with an index for every filter. */
export class Migration20261121000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists btree_gin;`);

    this.addSql(`create table "executive" (
      "id" uuid not null,
      "full_name" text not null,
      "email" text not null,
      "password_hash" text not null,
      "mobile" text not null,
      "gender" text not null,
      "community" text not null,
      "state" text not null,
      "district" text not null,
      "block" text not null,
      "address" text not null,
      "role" text not null default 'executive',
      "is_approved" boolean not null default false,
      "is_rejected" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "executive_pkey" primary key ("id"),
      constraint "executive_role_check" check ("role" in ('executive', 'admin')),
      constraint "executive_status_check" check (not ("is_approved" and "is_rejected"))
    );`);
    this.addSql(`alter table "executive" add constraint "executive_email_unique" unique ("email");`);
    this.addSql(`create index "executive_location_idx" on "executive" ("community", "district");`);

    this.addSql(`create table "member" (
      "id" uuid not null,
      "full_name" text not null,
      "email" text not null,
      "password_hash" text not null,
      "dob" date not null,
      "gender" text not null,
      "mobile" text not null,
      "mother_name" text not null,
      "father_name" text not null,
      "father_mobile" text not null default '',
      "community" text not null,
      "gotra" text not null default '',
      "mother_gotra" text not null default '',
      "qualification" text not null,
      "profession" text not null,
      "state" text not null,
      "district" text not null,
      "block" text not null,
      "address" text not null,
      "photo_key" text null,
      "status" text not null default 'Not Approved',
      "executive_id" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "member_pkey" primary key ("id"),
      constraint "member_status_check" check ("status" in ('Approved', 'Rejected', 'Not Approved'))
    );`);
    this.addSql(`alter table "member" add constraint "member_email_unique" unique ("email");`);
    this.addSql(`alter table "member" add constraint "member_photo_key_unique" unique ("photo_key");`);
    this.addSql(`alter table "member" add constraint "member_executive_id_foreign" foreign key ("executive_id") references "executive" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "member_search_recent_idx" on "member" ("status", "created_at" desc, "id" desc) include ("full_name", "gender", "district", "profession", "qualification");`);
    // Member search (name, qualification, district, profession, gender) among Approved members: one GIN
    // index over the name's trigrams and the four equality filters, so any combination is answered from the
    // intersection of its posting lists (MemberService.search uses it when matches are sparse).
    this.addSql(`create index "member_search_gin_idx" on "member" using gin ("full_name" gin_trgm_ops, "gender", "district", "profession", "qualification") where "status" = 'Approved';`);
    // Executives' Users List: text search, filters by state/district/status, sort by name.
    this.addSql(`create index "member_full_name_trgm_idx" on "member" using gin ("full_name" gin_trgm_ops);`);
    this.addSql(`create index "member_state_district_idx" on "member" ("state", "district", "status");`);
    this.addSql(`create index "member_full_name_idx" on "member" ("full_name", "id");`);
    this.addSql(`create index "member_executive_idx" on "member" ("executive_id");`);

    this.addSql(`create table "session" (
      "id" uuid not null,
      "token_hash" text not null,
      "kind" text not null,
      "member_id" uuid null,
      "executive_id" uuid null,
      "expires_at" timestamptz not null,
      "created_at" timestamptz not null default now(),
      "last_used_at" timestamptz not null default now(),
      constraint "session_pkey" primary key ("id"),
      constraint "session_kind_check" check (("kind" = 'member' and "member_id" is not null and "executive_id" is null) or ("kind" = 'executive' and "executive_id" is not null and "member_id" is null))
    );`);
    this.addSql(`alter table "session" add constraint "session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "session_expires_idx" on "session" ("expires_at");`);
    this.addSql(`create index "session_member_idx" on "session" ("member_id");`);
    this.addSql(`create index "session_executive_idx" on "session" ("executive_id");`);
    this.addSql(`alter table "session" add constraint "session_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "session" add constraint "session_executive_id_foreign" foreign key ("executive_id") references "executive" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "password_reset_token" (
      "id" uuid not null,
      "token_hash" text not null,
      "member_id" uuid not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "password_reset_token_pkey" primary key ("id")
    );`);
    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_reset_token_member_idx" on "password_reset_token" ("member_id");`);
    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "audit_entry" (
      "id" uuid not null,
      "action" text not null,
      "actor_id" uuid not null,
      "actor_email" text not null,
      "target_id" uuid not null,
      "target_name" text not null,
      "target_email" text not null,
      "created_at" timestamptz not null default now(),
      constraint "audit_entry_pkey" primary key ("id")
    );`);
    this.addSql(`create index "audit_entry_target_idx" on "audit_entry" ("target_id");`);
    this.addSql(`create index "audit_entry_created_idx" on "audit_entry" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_entry", "password_reset_token", "session", "member", "executive" cascade;`);
  }
}
