import { statement, type Statement } from '../../common/hot-sql.js';
import type { Viewer } from '../auth/viewer.js';
import { accessTo, relationshipColumnsOf, relationshipFromRow } from '../privacy/privacy.service.js';
import type { MessageRow, MessageView } from './conversation.service.js';

/** A message row with what the privacy rules need: the sender as the target, the recipient as the viewer. */
export interface DeliveryRow extends MessageRow {
  sender_status: string;
  sender_community: string;
  sender_state: string;
  sender_district: string;
  recipient_status: string;
  rel_blocked: boolean;
  rel_connected: boolean;
  rel_shared: string[] | null;
}

/** The message `msg`, its sender as `m` (the privacy module's target alias) and the relationship to its recipient. */
const DELIVERY_SQL = statement('chat_deliver', `
  select msg.id, msg.conversation_id, msg.sender_id, msg.recipient_id, msg.body, msg.key_id, msg.sent_at, msg.read_at,
         m.status as sender_status, m.community as sender_community, m.state as sender_state, m.district as sender_district,
         r.status as recipient_status,
         ${relationshipColumnsOf('msg.recipient_id')}
    from message msg
    join member m on m.id = msg.sender_id
    join member r on r.id = msg.recipient_id
   where msg.id = any(?::uuid[])`);

/** Messages read in one query at most (a backlog is read in several). */
const MAX_BATCH = 500;

interface Waiter {
  viewer: Viewer;
  memberId: string;
  resolve: (view: MessageView | null) => void;
  reject: (err: unknown) => void;
}

/**
 * What the `messageReceived` subscriptions of this server deliver, read in batches: the message events that
 * arrive while a read is under way wait and go together in the next one, so a busy server makes fewer, larger
 * reads instead of one per event; a message several sockets of one member wait for is read and decrypted once.
 * Each subscriber still gets the message only if the privacy module lets them see its sender now (a block
 * either way, a sender or recipient no longer Approved: nothing is delivered).
 */
export class DeliveryReader {
  private waiting = new Map<string, Waiter[]>();
  private running = false;

  constructor(
    private readonly deps: {
      query: (sql: Statement, params: unknown[]) => Promise<DeliveryRow[]>;
      /** The row as a subscriber receives it (the body decrypted). */
      view: (row: DeliveryRow) => MessageView;
    },
  ) {}

  /** The message as `viewer` (member `memberId`, its recipient) may receive it now, or null. */
  read(viewer: Viewer, memberId: string, messageId: string): Promise<MessageView | null> {
    return new Promise((resolve, reject) => {
      let list = this.waiting.get(messageId);
      if (!list) this.waiting.set(messageId, (list = []));
      list.push({ viewer, memberId, resolve, reject });
      if (!this.running) {
        this.running = true;
        // After the current I/O callbacks: every event that arrived with this one joins the read.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.size) {
      const batch = new Map<string, Waiter[]>();
      for (const [id, waiters] of this.waiting) {
        if (batch.size >= MAX_BATCH) break;
        batch.set(id, waiters);
      }
      for (const id of batch.keys()) this.waiting.delete(id);
      try {
        const rows = await this.deps.query(DELIVERY_SQL, [[...batch.keys()]]);
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const [id, waiters] of batch) this.settle(byId.get(id), waiters);
      } catch (err) {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
      }
    }
    this.running = false;
  }

  private settle(row: DeliveryRow | undefined, waiters: Waiter[]): void {
    let view: MessageView | null = null;
    for (const w of waiters) {
      if (!row || !this.mayReceive(w, row)) {
        w.resolve(null);
        continue;
      }
      try {
        view ??= this.deps.view(row);
        w.resolve(view);
      } catch (err) {
        w.reject(err);
      }
    }
  }

  /** Only the recipient, still Approved, and only while the privacy rules let them see the sender. */
  private mayReceive(w: Waiter, row: DeliveryRow): boolean {
    if (row.recipient_id !== w.memberId || row.recipient_status !== 'Approved') return false;
    const sender = { id: row.sender_id, status: row.sender_status, community: row.sender_community, state: row.sender_state, district: row.sender_district };
    return accessTo(w.viewer, sender as Parameters<typeof accessTo>[1], relationshipFromRow(row as unknown as Record<string, unknown>)).card;
  }
}
