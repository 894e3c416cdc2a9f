import { Migration } from '@mikro-orm/migrations';

/**
 * Interact (docs/product.md, 'Interact'): conversations between members and their messages (bodies sealed with
 * AES-256-GCM, with the key id), the record of unread-message e-mails (one per conversation and day), the messages a
 * report of a message carries as evidence, and the member's choice about unread-message e-mails.
 */
export class Migration20261211000000_conversation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "conversation" ("id" uuid not null, "created_at" timestamptz not null default now(), "member_a_id" uuid not null, "member_b_id" uuid not null, "last_message_at" timestamptz null, "last_message_id" uuid null, constraint "conversation_pkey" primary key ("id"), constraint "conversation_pair_order_check" check ("member_a_id" < "member_b_id"));`);
    this.addSql(`alter table "conversation" add constraint "conversation_pair_unique" unique ("member_a_id", "member_b_id");`);
    this.addSql(`create index "conversation_member_b_idx" on "conversation" ("member_b_id");`);
    this.addSql(`alter table "conversation" add constraint "conversation_member_a_id_foreign" foreign key ("member_a_id") references "member" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "conversation" add constraint "conversation_member_b_id_foreign" foreign key ("member_b_id") references "member" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "message" ("id" uuid not null, "created_at" timestamptz not null default now(), "conversation_id" uuid not null, "sender_id" uuid not null, "recipient_id" uuid not null, "body" bytea not null, "key_id" text not null, "sent_at" timestamptz not null default now(), "read_at" timestamptz null, constraint "message_pkey" primary key ("id"));`);
    this.addSql(`create index "message_conversation_sent_idx" on "message" ("conversation_id", "sent_at", "id");`);
    this.addSql(`create index "message_sender_sent_idx" on "message" ("sender_id", "sent_at");`);
    this.addSql(`create index "message_unread_idx" on "message" ("recipient_id", "conversation_id") where "read_at" is null;`);
    this.addSql(`alter table "message" add constraint "message_conversation_id_foreign" foreign key ("conversation_id") references "conversation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "message" add constraint "message_sender_id_foreign" foreign key ("sender_id") references "member" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "message" add constraint "message_recipient_id_foreign" foreign key ("recipient_id") references "member" ("id") on update cascade on delete cascade;`);

    // At most one unread-message e-mail per conversation, recipient and India day.
    this.addSql(`create table "message_email" ("conversation_id" uuid not null, "member_id" uuid not null, "day" date not null, "sent_at" timestamptz not null default now(), constraint "message_email_pkey" primary key ("conversation_id", "member_id", "day"));`);
    this.addSql(`alter table "message_email" add constraint "message_email_conversation_id_foreign" foreign key ("conversation_id") references "conversation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "message_email" add constraint "message_email_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade;`);

    // A report of a message keeps the conversation's last 20 messages (by reference; bodies stay sealed).
    this.addSql(`create table "report_message" ("report_id" uuid not null, "message_id" uuid not null, constraint "report_message_pkey" primary key ("report_id", "message_id"));`);
    this.addSql(`alter table "report_message" add constraint "report_message_report_id_foreign" foreign key ("report_id") references "report" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "report_message" add constraint "report_message_message_id_foreign" foreign key ("message_id") references "message" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "notification_settings" add column "email_message_unread" boolean not null default true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "notification_settings" drop column if exists "email_message_unread";`);
    this.addSql(`drop table if exists "report_message" cascade;`);
    this.addSql(`drop table if exists "message_email" cascade;`);
    this.addSql(`drop table if exists "message" cascade;`);
    this.addSql(`drop table if exists "conversation" cascade;`);
  }
}
