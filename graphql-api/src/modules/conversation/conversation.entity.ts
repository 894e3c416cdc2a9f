import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity.js';
import { Member } from '../member/member.entity.js';
import { Report } from '../report/report.entity.js';

/**
 * The messages between two members, stored once per pair, the smaller id as `memberA`. It
 * outlives the connection: after a block or an ended connection it stays readable but closed for both.
 */
@Entity({ tableName: 'conversation' })
@Unique({ name: 'conversation_pair_unique', properties: ['memberA', 'memberB'] })
@Index({ name: 'conversation_member_b_idx', properties: ['memberB'] })
@Check({ name: 'conversation_pair_order_check', expression: `"member_a_id" < "member_b_id"` })
export class Conversation extends BaseEntity<'lastMessageAt' | 'lastMessageId'> {
  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  memberA!: Ref<Member>;

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  memberB!: Ref<Member>;

  /** The newest message, for the conversation list's order and its preview. */
  @Property({ type: 'timestamptz', nullable: true })
  lastMessageAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  lastMessageId: string | null = null;
}

/** One message. The body is stored sealed (AES-256-GCM) with the id of the key that sealed it. */
@Entity({ tableName: 'message' })
@Index({ name: 'message_conversation_sent_idx', properties: ['conversation', 'sentAt', 'id'] })
@Index({ name: 'message_sender_sent_idx', properties: ['sender', 'sentAt'] })
@Index({
  name: 'message_unread_idx',
  expression: `create index "message_unread_idx" on "message" ("recipient_id", "conversation_id") where "read_at" is null`,
})
export class Message extends BaseEntity<'readAt' | 'sentAt'> {
  @ManyToOne(() => Conversation, { ref: true, deleteRule: 'cascade' })
  conversation!: Ref<Conversation>;

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  sender!: Ref<Member>;

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  recipient!: Ref<Member>;

  /** nonce | tag | ciphertext (see MessageCipher); never a GraphQL field. */
  @Property({ type: 'blob', lazy: true })
  body!: Buffer;

  @Property({ type: 'text' })
  keyId!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  sentAt: Date = new Date();

  /** When the recipient read it (read receipts); null while unread. */
  @Property({ type: 'timestamptz', nullable: true })
  readAt: Date | null = null;
}

/** An unread-message e-mail was sent for this conversation to this member on this India day (one a day). */
@Entity({ tableName: 'message_email' })
export class MessageEmail {
  [PrimaryKeyProp]?: ['conversation', 'member', 'day'];
  [OptionalProps]?: 'sentAt';

  @ManyToOne(() => Conversation, { primary: true, ref: true, deleteRule: 'cascade' })
  conversation!: Ref<Conversation>;

  @ManyToOne(() => Member, { primary: true, ref: true, deleteRule: 'cascade' })
  member!: Ref<Member>;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  sentAt: Date = new Date();
}

/** A message kept as evidence with a report of a message: the conversation's last 20 when it was reported. */
@Entity({ tableName: 'report_message' })
export class ReportMessage {
  [PrimaryKeyProp]?: ['report', 'message'];

  @ManyToOne(() => Report, { primary: true, ref: true, deleteRule: 'cascade' })
  report!: Ref<Report>;

  @ManyToOne(() => Message, { primary: true, ref: true, deleteRule: 'cascade' })
  message!: Ref<Message>;
}
