import { Repeater } from '@repeaterjs/repeater';
import type { EventBus, EventPayload } from '../../common/event-bus.js';
import type { Logger } from '../../common/logger.js';
import { PAIR_CHANGED } from '../../common/pair-events.js';

/** Topics on the event bus. Payloads carry ids only; each subscriber reads what it may see itself. */
export const MESSAGE_SENT = 'conversation.message';
export const CONVERSATION_CHANGED = 'conversation.changed';

/** What changed in a conversation, as its subscribers are told. */
export type ChangeKind = 'READ' | 'CLOSED' | 'OPENED' | 'RESYNC';

export type HubEvent =
  | { kind: 'message'; messageId: string; fromId: string }
  | { kind: 'change'; change: ChangeKind; otherId: string | null };

type Listener = (event: HubEvent) => void;

/**
 * Fans conversation events out to this server's open subscriptions, by member. One bus subscription per topic
 * for the whole server (not one per socket), so a send costs one lookup here however many sockets are open.
 * Topics are member ids taken from the authenticated session, never from the client.
 */
export class ConversationHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly events: EventBus, private readonly logger: Logger) {
    events.subscribe(MESSAGE_SENT, (p) => {
      if (typeof p.to === 'string' && typeof p.id === 'string' && typeof p.from === 'string') {
        this.emit(p.to, { kind: 'message', messageId: p.id, fromId: p.from });
      }
    });
    const changed = (p: EventPayload) => {
      const kind = p.kind as ChangeKind;
      const members = Array.isArray(p.members) ? p.members : [];
      // Each member is told about the other one of the pair.
      for (const [i, memberId] of members.entries()) this.emit(memberId, { kind: 'change', change: kind, otherId: members[1 - i] ?? null });
    };
    events.subscribe(CONVERSATION_CHANGED, changed);
    // A block or an ended connection (their domains' event) closes the pair's conversation.
    events.subscribe(PAIR_CHANGED, changed);
    // This server missed bus messages for a while: every subscriber is told to fetch what it may have missed.
    events.onGap(() => {
      for (const memberId of this.listeners.keys()) this.emit(memberId, { kind: 'change', change: 'RESYNC', otherId: null });
    });
  }

  /** A message was committed: the recipient's subscriptions on every server hear of it. */
  async messageSent(messageId: string, fromId: string, toId: string): Promise<void> {
    await this.publish(MESSAGE_SENT, { id: messageId, from: fromId, to: toId });
  }

  /**
   * The notification of a message for its own transaction (PostgreSQL's bus: pg_notify there reaches the other
   * servers at the commit), or null (another bus: `messageSent` after the commit).
   */
  messageNotification(messageId: string, fromId: string, toId: string): { channel: string; message: string } | null {
    return this.events.notification(MESSAGE_SENT, { id: messageId, from: fromId, to: toId });
  }

  /** After the commit that carried `messageNotification`: this server's subscriptions hear of it. */
  messageSentHere(messageId: string, fromId: string, toId: string): void {
    this.events.deliverLocally(MESSAGE_SENT, { id: messageId, from: fromId, to: toId });
  }

  /** Something about a pair's conversation changed (read, closed by a block or an ended connection, opened). */
  async changed(kind: Exclude<ChangeKind, 'RESYNC'>, readerOrActor: string, other: string): Promise<void> {
    await this.publish(CONVERSATION_CHANGED, { kind, members: [readerOrActor, other] });
  }

  /**
   * The events for one member, each turned into what the subscriber receives by `map` (null: skip), in order.
   * Ends (and stops listening) when the client unsubscribes or the socket closes.
   */
  listen<T>(memberId: string, map: (event: HubEvent) => Promise<T | null>): Repeater<T> {
    return new Repeater<T>(async (push, stop) => {
      let chain: Promise<unknown> = Promise.resolve();
      const listener: Listener = (event) => {
        chain = chain
          .then(() => map(event))
          .then((value) => (value === null ? undefined : push(value)))
          .catch((err: unknown) => this.logger.warn({ err: { message: (err as Error)?.message } }, 'subscription event dropped'));
      };
      let set = this.listeners.get(memberId);
      if (!set) this.listeners.set(memberId, (set = new Set()));
      set.add(listener);
      await stop;
      set.delete(listener);
      if (!set.size) this.listeners.delete(memberId);
    });
  }

  /** Open subscriptions on this server (the bench reports it). */
  get subscriptionCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  /** Open subscriptions of one member on this server (tests wait for a screen's subscriptions to be live). */
  subscriptionsOf(memberId: string): number {
    return this.listeners.get(memberId)?.size ?? 0;
  }

  private emit(memberId: string, event: HubEvent): void {
    for (const listener of this.listeners.get(memberId) ?? []) listener(event);
  }

  private async publish(topic: string, payload: EventPayload): Promise<void> {
    await this.events.publish(topic, payload);
  }
}
