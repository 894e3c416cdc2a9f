import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from './logger.js';

/**
 * What crosses servers: which things changed, by id, never their contents (a receiver reads what it needs, with
 * its own permission checks). Kept small: PostgreSQL carries at most 8000 bytes per notification.
 */
export type EventPayload = Record<string, string | number | boolean | string[] | null>;

export type EventHandler = (payload: EventPayload) => void;

/**
 * Messages between the API servers of one deployment: a change seen by one server (a member approved, a session
 * ended, later a message sent) reaches every server. At most once, fire and forget: a server that was cut off
 * learns it through `onGap` and must assume it missed messages (a cache clears everything).
 */
export interface EventBus {
  /** Delivers to this server's subscribers at once, then to every other server. */
  publish(topic: string, payload: EventPayload): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, handler: EventHandler): () => void;
  /** Called after a lost connection came back: messages sent meanwhile were missed. */
  onGap(handler: () => void): () => void;
  /**
   * When the bus is PostgreSQL's LISTEN/NOTIFY: the channel and message that, passed to pg_notify inside the
   * transaction that made the change, reach the other servers at its commit (one round trip less on a hot path);
   * then `deliverLocally` after the commit. Null for other buses: `publish` after the commit.
   */
  notification(topic: string, payload: EventPayload): { channel: string; message: string } | null;
  /** This server's subscribers only (the other servers were told by the notification). */
  deliverLocally(topic: string, payload: EventPayload): void;
  close(): Promise<void>;
}

const TOPIC = /^[a-z][a-z0-9.-]{0,62}$/;
const MAX_PAYLOAD_BYTES = 7000;

interface Envelope {
  /** The publishing process, so it does not deliver its own message twice. */
  o: string;
  t: string;
  p: EventPayload;
}

/** Subscriptions and local delivery, shared by the transports. */
abstract class BaseEventBus implements EventBus {
  protected readonly origin = crypto.randomBytes(8).toString('hex');
  private readonly handlers = new Map<string, Set<EventHandler>>();
  private readonly gapHandlers = new Set<() => void>();

  constructor(protected readonly logger: Logger) {}

  async publish(topic: string, payload: EventPayload): Promise<void> {
    const message = this.envelope(topic, payload);
    this.deliver(topic, payload);
    try {
      await this.send(message);
    } catch (err) {
      // The change itself is committed; other servers' caches expire on their own time to live.
      this.logger.warn({ topic, err: { message: (err as Error).message } }, 'event not sent to other servers');
    }
  }

  notification(_topic: string, _payload: EventPayload): { channel: string; message: string } | null {
    return null;
  }

  deliverLocally(topic: string, payload: EventPayload): void {
    if (!TOPIC.test(topic)) throw new Error(`invalid event topic ${topic}`);
    this.deliver(topic, payload);
  }

  /** What goes on the wire: who sent it (so it is not delivered twice here), the topic and the ids. */
  protected envelope(topic: string, payload: EventPayload): string {
    if (!TOPIC.test(topic)) throw new Error(`invalid event topic ${topic}`);
    const message = JSON.stringify({ o: this.origin, t: topic, p: payload } satisfies Envelope);
    if (Buffer.byteLength(message) > MAX_PAYLOAD_BYTES) throw new Error(`event ${topic} is too large; send ids only`);
    return message;
  }

  subscribe(topic: string, handler: EventHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  onGap(handler: () => void): () => void {
    this.gapHandlers.add(handler);
    return () => this.gapHandlers.delete(handler);
  }

  abstract close(): Promise<void>;

  protected abstract send(message: string): Promise<void>;

  /** A message from the wire: other servers' messages are delivered, our own were delivered at publish. */
  protected received(raw: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === this.origin || typeof envelope.t !== 'string') return;
    this.deliver(envelope.t, envelope.p ?? {});
  }

  protected gap(): void {
    for (const handler of this.gapHandlers) this.safely(() => handler());
  }

  private deliver(topic: string, payload: EventPayload): void {
    for (const handler of this.handlers.get(topic) ?? []) this.safely(() => handler(payload));
  }

  private safely(fn: () => void): void {
    try {
      fn();
    } catch (err) {
      this.logger.error({ err: { message: (err as Error).message } }, 'event handler failed');
    }
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY: no extra server to run. One dedicated connection listens (a pooled one would be
 * handed to other queries) and reconnects with backoff when the database restarts; publishing uses the pool.
 */
export class PgEventBus extends BaseEventBus {
  static readonly CHANNEL = 'matrimony_events';
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 100;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private ready: Promise<void>;

  constructor(
    private readonly connectionString: string,
    private readonly notify: (channel: string, message: string) => Promise<void>,
    logger: Logger,
  ) {
    super(logger);
    this.ready = this.connect(false);
  }

  /** Resolves once listening (or after the first failed attempt; reconnection then goes on in the background). */
  async start(): Promise<this> {
    await this.ready;
    return this;
  }

  protected async send(message: string): Promise<void> {
    await this.notify(PgEventBus.CHANNEL, message);
  }

  override notification(topic: string, payload: EventPayload): { channel: string; message: string } {
    return { channel: PgEventBus.CHANNEL, message: this.envelope(topic, payload) };
  }

  private async connect(afterLoss: boolean): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true, application_name: 'matrimony-events' });
    client.on('notification', (msg) => {
      if (msg.channel === PgEventBus.CHANNEL && msg.payload) this.received(msg.payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${PgEventBus.CHANNEL}`);
    } catch (err) {
      this.logger.warn({ err: { message: (err as Error).message } }, 'event listener cannot connect; retrying');
      client.removeAllListeners('end');
      client.end().catch(() => undefined);
      this.schedule(true);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = 100;
    if (afterLoss) {
      this.logger.info('event listener reconnected');
      this.gap();
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn('event listener lost its connection; reconnecting');
    this.schedule(true);
  }

  private schedule(afterLoss: boolean): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 5000);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect(afterLoss);
    }, delay);
    this.reconnectTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}

/** Redis pub/sub, when REDIS_URL is set: a subscriber connection (ioredis resubscribes after reconnecting). */
export class RedisEventBus extends BaseEventBus {
  static readonly CHANNEL = 'matrimony:events';
  private readonly sub: Redis;
  private readonly pub: Redis;
  private wasReady = false;

  constructor(url: string, logger: Logger) {
    super(logger);
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    this.pub.on('error', () => undefined); // ioredis reconnects by itself; failures surface on publish
    this.sub.on('error', () => undefined);
    this.sub.on('message', (channel: string, message: string) => {
      if (channel === RedisEventBus.CHANNEL) this.received(message);
    });
    this.sub.on('ready', () => {
      if (this.wasReady) {
        this.logger.info('event subscriber reconnected');
        this.gap();
      }
      this.wasReady = true;
    });
  }

  async start(): Promise<this> {
    await this.sub.subscribe(RedisEventBus.CHANNEL);
    return this;
  }

  protected async send(message: string): Promise<void> {
    await this.pub.publish(RedisEventBus.CHANNEL, message);
  }

  async close(): Promise<void> {
    await Promise.all([this.sub.quit().catch(() => undefined), this.pub.quit().catch(() => undefined)]);
  }
}
