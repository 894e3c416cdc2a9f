import { useSyncExternalStore } from 'react';
import type { ApolloClient } from '@apollo/client';
import { getStoredUser, USER_UPDATED_EVENT } from '../../../lib/user-storage';
import { refusalText } from '../../../lib/outcome';
import { addToThread } from './live';
import { MyConversationsDocument } from './my-conversations';
import { SendMessageDocument } from './send-message';

/**
 * Messages on their way, by the member they are written to. They live here, not in the thread's state, so that a
 * message the member wrote survives leaving the thread: on a bad line it stays "Not sent" with Try again until it
 * goes, and is tried again by itself when the phone is back online.
 */
export interface PendingMessage {
  key: number;
  /** Sent with every try: a retry after an answer lost on a bad line cannot store the message twice. */
  clientKey: string;
  body: string;
  failed: boolean;
  /** The API refused it (closed, a limit, waiting for a reply): the thread puts it back in the composer. */
  refused?: boolean;
  /** The refusal's result (its code), when the API gave one. */
  refusal?: Refusal;
}

type Refusal = NonNullable<Parameters<typeof refusalText>[0]>;

/**
 * How long a send may go unanswered before it shows "Not sent" with Try again: a half-open mobile connection
 * neither answers nor fails. The request itself goes on; if it is answered after all, the message shows as sent.
 */
export const SEND_TIMEOUT_MS = 20_000;

const EMPTY: PendingMessage[] = [];
const byMember = new Map<string, PendingMessage[]>();
const listeners = new Set<() => void>();
let nextKey = 1;
let lastClient: ApolloClient | null = null;

function change(memberId: string, update: (list: PendingMessage[]) => PendingMessage[]): void {
  const next = update(byMember.get(memberId) ?? EMPTY);
  if (next.length) byMember.set(memberId, next);
  else byMember.delete(memberId);
  for (const listener of listeners) listener();
}

function patch(memberId: string, key: number, fields: Partial<PendingMessage>): void {
  change(memberId, (list) => list.map((p) => (p.key === key ? { ...p, ...fields } : p)));
}

export function forgetPendingMessage(memberId: string, key: number): void {
  change(memberId, (list) => list.filter((p) => p.key !== key));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingMessages(memberId: string): PendingMessage[] {
  return useSyncExternalStore(subscribe, () => byMember.get(memberId) ?? EMPTY);
}

/** A random UUID; crypto.randomUUID exists only on HTTPS pages, getRandomValues everywhere. */
function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The sends to each member go one after another: several sent at once could be stored (and reach the other member)
 * in another order than they were written. A send waits for the one before it to be answered, or to show "Not
 * sent", whichever comes first, so one stuck on a bad line does not hold back the rest for long.
 */
const sendQueues = new Map<string, Promise<void>>();

function inTurn(memberId: string, send: () => Promise<void>): void {
  const turn = (sendQueues.get(memberId) ?? Promise.resolve()).then(send);
  sendQueues.set(memberId, turn);
  void turn.then(() => {
    if (sendQueues.get(memberId) === turn) sendQueues.delete(memberId);
  });
}

/** Queues a new message (shown at once as "Sending…") and sends it after those written before it. */
export function sendNewMessage(client: ApolloClient, memberId: string, body: string): void {
  const item: PendingMessage = { key: nextKey++, clientKey: newClientKey(), body, failed: false };
  change(memberId, (list) => [...list, item]);
  inTurn(memberId, () => deliver(client, memberId, item));
}

/** Sends a message that showed "Not sent" again (with its own client key). */
export function retryMessage(client: ApolloClient, memberId: string, item: PendingMessage): void {
  patch(memberId, item.key, { failed: false });
  inTurn(memberId, () => deliver(client, memberId, item));
}

/** Sends one message; settles when it is answered or when it shows "Not sent" (the request itself goes on). */
function deliver(client: ApolloClient, memberId: string, item: PendingMessage): Promise<void> {
  return new Promise<void>((settled) => {
    const notSent = setTimeout(settled, SEND_TIMEOUT_MS);
    void send(client, memberId, item).finally(() => {
      clearTimeout(notSent);
      settled();
    });
  });
}

async function send(client: ApolloClient, memberId: string, item: PendingMessage): Promise<void> {
  lastClient = client;
  const timer = setTimeout(() => patch(memberId, item.key, { failed: true }), SEND_TIMEOUT_MS);
  try {
    const { data } = await client.mutate({
      mutation: SendMessageDocument,
      variables: { toMemberId: memberId, body: item.body, clientKey: item.clientKey },
    });
    const result = data?.sendMessage;
    if (result?.__typename === 'SendMessageSuccess') {
      addToThread(client.cache, memberId, result.sentMessage);
      forgetPendingMessage(memberId, item.key);
      void client.refetchQueries({ include: [MyConversationsDocument] }).catch(() => undefined);
      return;
    }
    patch(memberId, item.key, { failed: true, refused: true, refusal: result && 'code' in result ? result : undefined });
  } catch {
    patch(memberId, item.key, { failed: true });
  } finally {
    clearTimeout(timer);
  }
}

if (typeof window !== 'undefined') {
  // Back online: every message that could not go is tried again (refused ones wait in the composer instead).
  window.addEventListener('online', () => {
    if (!lastClient) return;
    for (const [memberId, list] of byMember) {
      for (const item of list) if (item.failed && !item.refused) retryMessage(lastClient, memberId, item);
    }
  });
  // Logged out (or the session ended): what was written goes with the member.
  window.addEventListener(USER_UPDATED_EVENT, () => {
    if (getStoredUser() || byMember.size === 0) return;
    byMember.clear();
    for (const listener of listeners) listener();
  });
}
