import crypto from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import cookieParser from 'cookie-parser';
import { createRequire } from 'node:module';
import type { DocumentNode, ExecutionArgs, GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { SESSION_COOKIE } from '../modules/auth/cookies.js';
import { SESSIONS_ENDED, type ResolvedSession } from '../modules/auth/session.service.js';
import type { Viewer } from '../modules/auth/viewer.js';
import { MEMBERS_CHANGED } from '../modules/member/search-cache.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@matrimony/schema';
import { errorText, type MessageSpec } from '../common/failure.js';
import { requestLanguage, translator, type Translate } from '../common/i18n.js';
import type { RequestContext } from './context.js';
import { inputRefusal, operationRefusal } from './limits.js';
import type { Runtime } from './runtime.js';

// graphql-js by require on purpose: the copy type-graphql built the schema with (graphql/index.js). An ESM
// import may load graphql/index.mjs (Vite does), a second copy that refuses the schema as "from another realm".
const { GraphQLError, getOperationAST, getVariableValues, parse, specifiedRules, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
type GraphQLError = import('graphql').GraphQLError;

/** Close codes a client acts on: 4401 log in again (no retry), 4403 not allowed (no retry). */
export const WS_CLOSE = { unauthorized: CloseCode.Unauthorized, forbidden: CloseCode.Forbidden } as const;
/** Frames are small (a subscribe message); anything bigger is refused by ws before it is read. */
const MAX_FRAME_BYTES = 64 * 1024;
const MAX_SUBSCRIPTIONS_PER_SOCKET = 10;
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
const SWEEP_MS = 60_000;

/** What one socket was opened with. */
interface SocketState {
  id: string;
  socket: WebSocket;
  viewer: Viewer;
  sessions: ResolvedSession[];
  /** The upgrade request's Accept-Language, negotiated as for HTTP: refusals and errors are written in it. */
  language: Language;
  t: Translate;
}

type Extra = { socket: WebSocket; request: http.IncomingMessage; state?: SocketState };

export interface WebSocketTransport {
  /** Open sockets on this server (the bench reports memory per socket). */
  readonly openSockets: number;
  /** Refuses new sockets; open ones close with 1001 (Going away) when Apollo drains. */
  dispose(): Promise<void>;
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws protocol) at /graphql on the API's own HTTP server, the way
 * Apollo documents it (useServer; Apollo's drain plugin disposes it). A socket is authenticated once, at
 * connection_init, by the session cookie (same-origin browsers) or `connectionParams.authorization`
 * ('Bearer <token>'); every subscription takes its topics from that session, never from the client. Only
 * subscriptions are served here (queries and mutations go over HTTP with their CSRF and limits). When a session
 * ends anywhere (logout, password reset) or its member is suspended, rejected or deleted, its sockets close.
 */
export function attachWebSocket(
  runtime: Runtime,
  schema: GraphQLSchema,
  server: http.Server,
  opts: { draining: () => boolean; formatError: (formatted: GraphQLFormattedError, error: unknown, t: Translate) => GraphQLFormattedError },
): WebSocketTransport {
  const { env, logger } = runtime;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, clientTracking: true });
  const sockets = new Map<string, SocketState>();
  const parseCookies = cookieParser();

  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/graphql') return refuseUpgrade(socket, 404, 'Not Found');
    if (opts.draining()) return refuseUpgrade(socket, 503, 'Service Unavailable');
    // Cross-site WebSocket hijacking: a browser sends the session cookie with any page's socket, so a socket
    // from a foreign origin is refused like a foreign state-changing request (clients without Origin pass).
    const origin = req.headers.origin;
    if (origin && !(safeHost(origin) === req.headers.host || env.allowedOrigins.includes(origin))) return refuseUpgrade(socket, 403, 'Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const closeWhere = (match: (s: SocketState) => boolean, code: number, reason: string) => {
    for (const state of sockets.values()) if (match(state)) state.socket.close(code, reason);
  };

  // A session ended on any server (logout, password reset): its sockets close here too.
  runtime.events.subscribe(SESSIONS_ENDED, (p) => {
    const ids = new Set(Array.isArray(p.sessionIds) ? p.sessionIds : []);
    closeWhere(
      (s) => s.sessions.some((x) => ids.has(x.id)) || (!!p.memberId && s.viewer.memberId === p.memberId) || (!!p.executiveId && s.viewer.executive?.id === p.executiveId),
      WS_CLOSE.unauthorized, 'Session ended',
    );
  });
  // A member suspended, rejected or deleted: their sockets close (member features end with the status).
  runtime.events.subscribe(MEMBERS_CHANGED, (p) => {
    const ids = new Set(Array.isArray(p.ids) ? p.ids : []);
    const affected = [...sockets.values()].filter((s) => s.viewer.memberId && ids.has(s.viewer.memberId));
    if (affected.length) void recheck(affected);
  });
  const recheck = async (states: SocketState[]) => {
    try {
      const rows: Array<{ id: string; status: string }> = await runtime.orm.em.fork().getConnection().execute(
        `select id, status from member where id = any(?::uuid[])`, [`{${[...new Set(states.map((s) => s.viewer.memberId!))].join(',')}}`],
      );
      const status = new Map(rows.map((r) => [r.id, r.status]));
      for (const s of states) {
        if (status.get(s.viewer.memberId!) !== 'Approved') s.socket.close(WS_CLOSE.forbidden, 'Account not active');
      }
    } catch (err) {
      logger.warn({ err: { message: (err as Error).message } }, 'socket status check failed');
    }
  };
  // Sessions that expire while a socket is open: looked up again (a member session may have been renewed).
  const sweep = setInterval(() => void sweepExpired(), SWEEP_MS).unref();
  const sweepExpired = async () => {
    const now = Date.now();
    const due = [...sockets.values()].filter((s) => s.sessions.some((x) => x.expiresAt.getTime() <= now));
    if (!due.length) return;
    try {
      const ids = [...new Set(due.flatMap((s) => s.sessions.map((x) => x.id)))];
      const rows: Array<{ id: string; expires_at: Date }> = await runtime.orm.em.fork().getConnection().execute(
        `select id, expires_at from session where id = any(?::uuid[])`, [`{${ids.join(',')}}`],
      );
      const expiry = new Map(rows.map((r) => [r.id, new Date(r.expires_at)]));
      for (const s of due) {
        s.sessions = s.sessions.map((x) => ({ ...x, expiresAt: expiry.get(x.id) ?? new Date(0) }));
        if (s.sessions.some((x) => x.expiresAt.getTime() <= now)) s.socket.close(WS_CLOSE.unauthorized, 'Session expired');
      }
    } catch (err) {
      logger.warn({ err: { message: (err as Error).message } }, 'socket session sweep failed');
    }
  };

  const graphqlWs = useServer<Record<string, unknown>, Extra>(
    {
      schema,
      // Always the production behaviour: an unexpected error closes a socket with 'Internal server error', never
      // with the error's own message (internals, and a Hindi text longer than a close frame's 123 bytes makes ws
      // throw from graphql-ws's handler, an unhandled rejection that would stop a development server).
      isProd: true,
      connectionInitWaitTimeout: 5000,
      onConnect: async (ctx) => {
        const { request, socket } = ctx.extra;
        const bearer = bearerFrom(ctx.connectionParams);
        if (bearer === false) return false; // hostile or malformed connectionParams: 4403
        const cookies = await new Promise<Record<string, string>>((resolve) => {
          const req = request as http.IncomingMessage & { cookies?: Record<string, string> };
          parseCookies(req as never, {} as never, () => resolve(req.cookies ?? {}));
        });
        try {
          // One EntityManager for the socket's life: its viewer's member entity, if read, is mapped into it.
          const em = runtime.orm.em.fork() as RequestContext['em'];
          const { viewer, sessions } = await runtime.services.sessions.resolve(() => em, {
            member: cookies[SESSION_COOKIE.member], executive: cookies[SESSION_COOKIE.executive], bearer: bearer ?? undefined,
          });
          if (!viewer.memberId && !viewer.executive) {
            // No session, or an expired one: log in again (not worth retrying).
            socket.close(WS_CLOSE.unauthorized, viewer.expired ? 'Session expired' : 'Unauthorized');
            return false;
          }
          // The language the app shows (connectionParams.language), else the upgrade's Accept-Language.
          const chosen = ctx.connectionParams?.language;
          const language = isLanguage(chosen) ? chosen : requestLanguage(request);
          const state: SocketState = { id: crypto.randomUUID(), socket, viewer, sessions, language, t: translator(language) };
          ctx.extra.state = state;
          sockets.set(state.id, state);
          return true;
        } catch (err) {
          logger.warn({ err: { message: (err as Error).message } }, 'socket authentication failed');
          socket.close(CloseCode.InternalServerError, 'Please try again');
          return false;
        }
      },
      onClose: (ctx) => {
        if (ctx.extra.state) sockets.delete(ctx.extra.state.id);
      },
      onSubscribe: (ctx, _id, payload) => {
        const state = ctx.extra.state!;
        const { t } = state;
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [badRequest(t, { context: 'subscriptions', params: { max: MAX_SUBSCRIPTIONS_PER_SOCKET } })];
        }
        if (typeof payload.query !== 'string' || payload.query.length > MAX_FRAME_BYTES) return [badRequest(t)];
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: 2000 });
        } catch (err) {
          return [new GraphQLError((err as GraphQLError).message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
        }
        let errors: readonly GraphQLError[];
        try {
          errors = validate(schema, document, specifiedRules);
        } catch (err) {
          // graphql-js's single-root-field rule throws, rather than reports, a root @include whose variable is not
          // given yet (it runs before variables exist): a refusal, not an internal error that closes the socket.
          return [new GraphQLError((err as GraphQLError).message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })];
        }
        if (errors.length) return errors.map((e) => new GraphQLError(e.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
        const operation = getOperationAST(document, payload.operationName ?? undefined);
        if (!operation) return [badRequest(t, { context: 'operation' })];
        if (operation.operation !== 'subscription') return [badRequest(t, { context: 'notSubscription' })];
        const variables = (payload.variables ?? {}) as Record<string, unknown>;
        const refusal = inputRefusal(variables);
        if (refusal) return [badRequest(t, { context: refusal })];
        // Variables that do not fit their types are refused as over HTTP (BAD_USER_INPUT, graphql-js's messages).
        const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
        if (coerced.errors?.length) return coerced.errors.map((e) => new GraphQLError(e.message, { extensions: { code: 'BAD_USER_INPUT' } }));
        const tooComplex = operationRefusal(schema, document, operation, variables, t);
        if (tooComplex) return [new GraphQLError(tooComplex, { extensions: { code: 'QUERY_TOO_COMPLEX' } })];
        const contextValue = {
          language: state.language,
          t,
          em: runtime.orm.em.fork(),
          sql: runtime.orm.em,
          viewer: state.viewer,
          services: runtime.services,
          logger: logger.child({ socket: state.id }),
        } as unknown as RequestContext;
        return { schema, document, operationName: payload.operationName, variableValues: variables, contextValue } satisfies ExecutionArgs;
      },
      // Errors reach a socket client the way they reach an HTTP one: a stable code, nothing internal, the message in
      // the socket's language.
      onNext: (ctx, _id, _payload, _args, result) => {
        if (!result.errors?.length) return;
        const t = socketTranslate(ctx.extra);
        return { ...result, errors: result.errors.map((e) => opts.formatError(e.toJSON(), e, t)) };
      },
      onError: (ctx, _id, _payload, errors) => errors.map((e) => opts.formatError(e.toJSON(), e, socketTranslate(ctx.extra))),
    },
    wss,
    // Keep-alive (graphql-ws's ws adapter): a WebSocket ping every WS_KEEPALIVE_SECONDS, and a socket whose pong
    // does not come back within as long is terminated, so half-open sockets (a phone that lost its network) do
    // not hold subscriptions and memory; it also keeps proxies from closing idle sockets. Browsers and ws answer
    // pings by themselves.
    env.WS_KEEPALIVE_SECONDS * 1000,
  );

  return {
    get openSockets() {
      return sockets.size;
    },
    async dispose() {
      clearInterval(sweep);
      await graphqlWs.dispose();
    },
  };
}

/** The bearer token of connectionParams; undefined when none is given; false when they are malformed. */
function bearerFrom(params: Record<string, unknown> | undefined): string | undefined | false {
  if (params === undefined) return undefined;
  const keys = Object.keys(params);
  if (keys.length > 10) return false;
  const auth = params.authorization ?? params.Authorization;
  if (auth === undefined || auth === null) return undefined;
  if (typeof auth !== 'string') return false;
  const m = BEARER.exec(auth.trim());
  return m ? m[1]! : false;
}

/** The socket's language (English before it is authenticated). */
function socketTranslate(extra: Extra): Translate {
  return extra.state?.t ?? translator(DEFAULT_LANGUAGE);
}

/** A refused subscribe message (BAD_REQUEST), its text `errors.BAD_REQUEST[_<context>]` in the socket's language. */
function badRequest(t: Translate, spec: MessageSpec = {}): GraphQLError {
  return new GraphQLError(errorText(t, 'BAD_REQUEST', spec), { extensions: { code: 'BAD_REQUEST' } });
}

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
