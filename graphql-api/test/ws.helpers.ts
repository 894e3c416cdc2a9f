import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { expect } from 'vitest';
import type { TestApi } from '../src/testing/stack.js';
import type { Client } from './helpers.js';

/**
 * A real graphql-ws client as a browser or an integrator opens it: the session cookie, or connectionParams; other
 * headers of the upgrade request (a browser's Accept-Language) as given.
 */
export interface Socket {
  client: WsClient;
  /** Resolves with the close code once the socket closed. */
  closed: Promise<number>;
  /** Resolves once the server acknowledged the connection. */
  connected: Promise<void>;
  dispose(): Promise<void>;
}

export function openSocket(api: TestApi, opts: { as?: Client; connectionParams?: unknown; origin?: string; headers?: Record<string, string> }): Socket {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.as?.cookies.size) headers.cookie = [...opts.as.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (opts.origin) headers.origin = opts.origin;
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  let onClosed!: (code: number) => void;
  let onConnected!: () => void;
  let onFailed!: (err: unknown) => void;
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  const connected = new Promise<void>((resolve, reject) => {
    onConnected = resolve;
    onFailed = reject;
  });
  connected.catch(() => undefined);
  const client = createClient({
    url: `${api.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    connectionParams: opts.connectionParams as Record<string, unknown> | undefined,
    lazy: false,
    retryAttempts: 0,
    shouldRetry: () => false,
    on: {
      connected: () => onConnected(),
      closed: (event) => {
        const code = (event as { code?: number }).code ?? 0;
        onClosed(code);
        onFailed(new Error(`closed ${code}`));
      },
    },
    onNonLazyError: () => undefined,
  });
  return { client, closed, connected, dispose: () => client.dispose() as Promise<void> };
}

/** One subscription's results as they arrive. */
export interface Subscription<T> {
  items: T[];
  errors: unknown[];
  /** The next item not yet taken (waits for it). */
  next(): Promise<T>;
  /** Resolves when the server completed or errored the subscription. */
  done: Promise<void>;
  stop(): void;
}

export function subscribe<T = any>(socket: Socket, query: string, field: string, variables?: Record<string, unknown>): Subscription<T> {
  const items: T[] = [];
  const errors: unknown[] = [];
  const waiters: Array<(v: T) => void> = [];
  let taken = 0;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const stop = socket.client.subscribe<Record<string, T>>({ query, variables }, {
    next: (result) => {
      if (result.errors) errors.push(...result.errors);
      const value = result.data?.[field];
      if (value === undefined || value === null) return;
      items.push(value);
      const waiter = waiters.shift();
      if (waiter) {
        taken += 1;
        waiter(value);
      }
    },
    error: (err) => {
      errors.push(err);
      finish();
    },
    complete: () => finish(),
  });
  return {
    items,
    errors,
    done,
    stop,
    next: () =>
      new Promise<T>((resolve) => {
        if (taken < items.length) resolve(items[taken++]!);
        else waiters.push(resolve);
      }),
  };
}

/** Waits until this server holds `count` open conversation subscriptions (they are live from then on). */
export async function subscriptionsLive(api: TestApi, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (api.runtime.services.conversations.hub.subscriptionCount < count) {
    if (Date.now() > deadline) expect.fail(`only ${api.runtime.services.conversations.hub.subscriptionCount} of ${count} subscriptions live`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const MESSAGE_RECEIVED = `subscription { messageReceived { id body sentAt readAt mine from { id } to { id } } }`;
export const CONVERSATION_UPDATED = `subscription { conversationUpdated { kind memberId closed closedReason otherReadUpTo } }`;
export const SEND_MESSAGE = `mutation Send($to: ID!, $body: String!) { sendMessage(toMemberId: $to, body: $body) {
  __typename ... on SendMessageSuccess { message sentMessage { id body sentAt mine from { id } to { id } } }
  ... on ErrorResult { code message } ... on RateLimitedError { retryAfterSeconds } ... on ValidationError { fieldErrors { field message } } } }`;
export const THREAD = `query Thread($id: ID!, $before: ID, $limit: Int) { conversation(memberId: $id, before: $before, limit: $limit) {
  __typename ... on ErrorResult { code message }
  ... on Conversation { memberId member { id fullName } hasMore unreadCount otherReadUpTo closed closedReason messages { id body sentAt readAt mine from { id } } } } }`;
export const LIST = `query List($page: Int, $limit: Int) { myConversations(page: $page, limit: $limit) { page limit hasMore totalCount
  items { memberId member { id fullName } unreadCount closed closedReason lastMessage { id body from { id } } } } }`;
export const MARK_READ = `mutation Read($id: ID!) { markConversationRead(memberId: $id) { __typename ... on ConversationRead { count memberId } ... on ErrorResult { code message } } }`;
