import { Migration } from '@mikro-orm/migrations';

/**
 * Connect (docs/product.md, 'Connect'): interests, connections, contact sharing and its log, shortlist, blocks,
 * reports, notifications and their e-mail settings; the Suspended member status; audit entries for reports. The job
 * runner's tables (schema `pgboss`) are created and upgraded by pg-boss itself at start.
 */
export class Migration20261202000000_connect extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "member" drop constraint if exists "member_status_check";`);
    this.addSql(`alter table "member" add constraint "member_status_check" check("status" in ('Approved', 'Rejected', 'Not Approved', 'Suspended'));`);

    this.addSql(`create table "interest" ("id" uuid not null, "created_at" timestamptz not null default now(), "sender_id" uuid not null, "recipient_id" uuid not null, "status" text check ("status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED')) not null default 'PENDING', "message" text null, "responded_at" timestamptz null, "reminder_count" smallint not null default 0, "last_reminded_at" timestamptz null, "updated_at" timestamptz not null default now(), constraint "interest_pkey" primary key ("id"));`);
    // One pending interest per pair in either direction, whatever the timing (simultaneous mutual sends).
    this.addSql(`create unique index "interest_pending_pair_unique" on "interest" (least("sender_id", "recipient_id"), greatest("sender_id", "recipient_id")) where "status" = 'PENDING';`);
    this.addSql(`create index "interest_pair_idx" on "interest" (least("sender_id", "recipient_id"), greatest("sender_id", "recipient_id"), "created_at" desc);`);
    this.addSql(`create index "interest_recipient_idx" on "interest" ("recipient_id", "status", "created_at");`);
    this.addSql(`create index "interest_sender_idx" on "interest" ("sender_id", "created_at");`);
    this.addSql(`create index "interest_pending_created_idx" on "interest" ("created_at") where "status" = 'PENDING';`);
    this.addSql(`alter table "interest" add constraint "interest_sender_id_foreign" foreign key ("sender_id") references "member" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "interest" add constraint "interest_recipient_id_foreign" foreign key ("recipient_id") references "member" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "connection" ("id" uuid not null, "created_at" timestamptz not null default now(), "member_a_id" uuid not null, "member_b_id" uuid not null, "interest_id" uuid null, "ended_at" timestamptz null, "ended_by_id" uuid null, constraint "connection_pkey" primary key ("id"), constraint connection_pair_order_check check ("member_a_id" < "member_b_id"));`);
    // One live connection per pair (a double accept cannot make two).
    this.addSql(`create unique index "connection_live_pair_unique" on "connection" ("member_a_id", "member_b_id") where "ended_at" is null;`);
    this.addSql(`create index "connection_member_b_live_idx" on "connection" ("member_b_id") where "ended_at" is null;`);
    this.addSql(`create index "connection_interest_idx" on "connection" ("interest_id");`);
    this.addSql(`alter table "connection" add constraint "connection_member_a_id_foreign" foreign key ("member_a_id") references "member" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "connection" add constraint "connection_member_b_id_foreign" foreign key ("member_b_id") references "member" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "connection" add constraint "connection_interest_id_foreign" foreign key ("interest_id") references "interest" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "connection" add constraint "connection_ended_by_id_foreign" foreign key ("ended_by_id") references "member" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "contact_sharing" ("member_id" uuid not null, "mobile" boolean not null default true, "email" boolean not null default true, "father_mobile" boolean not null default true, "address" boolean not null default false, "updated_at" timestamptz not null default now(), constraint "contact_sharing_pkey" primary key ("member_id"));`);
    this.addSql(`alter table "contact_sharing" add constraint "contact_sharing_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "contact_view" ("id" uuid not null, "created_at" timestamptz not null default now(), "owner_id" uuid not null, "viewer_id" uuid not null, "shown_on" date not null, "fields" text not null, constraint "contact_view_pkey" primary key ("id"));`);
    this.addSql(`alter table "contact_view" add constraint "contact_view_daily_unique" unique ("owner_id", "viewer_id", "shown_on");`);
    this.addSql(`create index "contact_view_owner_idx" on "contact_view" ("owner_id", "created_at");`);
    this.addSql(`create index "contact_view_viewer_idx" on "contact_view" ("viewer_id");`);
    this.addSql(`alter table "contact_view" add constraint "contact_view_owner_id_foreign" foreign key ("owner_id") references "member" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "contact_view" add constraint "contact_view_viewer_id_foreign" foreign key ("viewer_id") references "member" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "shortlist_entry" ("id" uuid not null, "created_at" timestamptz not null default now(), "owner_id" uuid not null, "member_id" uuid not null, constraint "shortlist_entry_pkey" primary key ("id"));`);
    this.addSql(`alter table "shortlist_entry" add constraint "shortlist_entry_owner_member_unique" unique ("owner_id", "member_id");`);
    this.addSql(`create index "shortlist_entry_member_idx" on "shortlist_entry" ("member_id");`);
    this.addSql(`alter table "shortlist_entry" add constraint "shortlist_entry_owner_id_foreign" foreign key ("owner_id") references "member" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "shortlist_entry" add constraint "shortlist_entry_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "block" ("id" uuid not null, "created_at" timestamptz not null default now(), "blocker_id" uuid not null, "blocked_id" uuid not null, constraint "block_pkey" primary key ("id"));`);
    this.addSql(`alter table "block" add constraint "block_blocker_blocked_unique" unique ("blocker_id", "blocked_id");`);
    this.addSql(`create index "block_blocked_idx" on "block" ("blocked_id");`);
    this.addSql(`alter table "block" add constraint "block_blocker_id_foreign" foreign key ("blocker_id") references "member" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "block" add constraint "block_blocked_id_foreign" foreign key ("blocked_id") references "member" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "report" ("id" uuid not null, "created_at" timestamptz not null default now(), "reporter_id" uuid null, "reported_id" uuid not null, "category" text check ("category" in ('FAKE_PROFILE', 'ALREADY_MARRIED', 'INAPPROPRIATE_PHOTO', 'HARASSMENT', 'ASKS_FOR_MONEY', 'LOOKS_UNDER_18', 'OTHER')) not null, "context" text check ("context" in ('PROFILE', 'PHOTO', 'MESSAGE')) not null, "details" text null, "status" text check ("status" in ('OPEN', 'IN_REVIEW', 'ACTION_TAKEN', 'DISMISSED')) not null default 'OPEN', "assigned_to_id" uuid null, "action" text check ("action" in ('DISMISS', 'WARN', 'SUSPEND')) null, "note" text null, "resolved_at" timestamptz null, "updated_at" timestamptz not null default now(), constraint "report_pkey" primary key ("id"));`);
    this.addSql(`create index "report_status_created_idx" on "report" ("status", "created_at");`);
    this.addSql(`create index "report_reported_idx" on "report" ("reported_id");`);
    this.addSql(`create index "report_reporter_idx" on "report" ("reporter_id", "created_at");`);
    this.addSql(`alter table "report" add constraint "report_reporter_id_foreign" foreign key ("reporter_id") references "member" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "report" add constraint "report_reported_id_foreign" foreign key ("reported_id") references "member" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "report" add constraint "report_assigned_to_id_foreign" foreign key ("assigned_to_id") references "executive" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "notification" ("id" uuid not null, "created_at" timestamptz not null default now(), "member_id" uuid not null, "kind" text check ("kind" in ('INTEREST_RECEIVED', 'INTEREST_REMINDED', 'INTEREST_ACCEPTED', 'INTEREST_DECLINED', 'REPORT_OUTCOME', 'WARNING')) not null, "other_member_id" uuid null, "subject_id" uuid null, "outcome" text null, "read_at" timestamptz null, constraint "notification_pkey" primary key ("id"));`);
    this.addSql(`create index "notification_member_created_idx" on "notification" ("member_id", "created_at");`);
    this.addSql(`create index "notification_unread_idx" on "notification" ("member_id") where "read_at" is null;`);
    this.addSql(`create index "notification_other_member_idx" on "notification" ("other_member_id");`);
    this.addSql(`alter table "notification" add constraint "notification_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notification" add constraint "notification_other_member_id_foreign" foreign key ("other_member_id") references "member" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "notification_settings" ("member_id" uuid not null, "email_interest_received" boolean not null default true, "email_interest_accepted" boolean not null default true, "email_report_outcome" boolean not null default true, "updated_at" timestamptz not null default now(), constraint "notification_settings_pkey" primary key ("member_id"));`);
    this.addSql(`alter table "notification_settings" add constraint "notification_settings_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "audit_entry" add column "actor_kind" text not null default 'executive', add column "subject_id" uuid null, add column "note" text null;`);
    this.addSql(`create index "audit_entry_action_created_idx" on "audit_entry" ("action", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_settings", "notification", "report", "block", "shortlist_entry", "contact_view", "contact_sharing", "connection", "interest" cascade;`);
    this.addSql(`drop index if exists "audit_entry_action_created_idx";`);
    this.addSql(`alter table "audit_entry" drop column "actor_kind", drop column "subject_id", drop column "note";`);
    this.addSql(`update "member" set "status" = 'Rejected' where "status" = 'Suspended';`);
    this.addSql(`alter table "member" drop constraint if exists "member_status_check";`);
    this.addSql(`alter table "member" add constraint "member_status_check" check ("status" in ('Approved', 'Rejected', 'Not Approved'));`);
  }
}
