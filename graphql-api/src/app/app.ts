import crypto from 'node:crypto';
import http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { compiledQueriesPlugin } from './compiled-queries.js';
import { Problem, PROBLEM_STATUS, Refusal, translateFailure } from '../common/failure.js';
import { isUnavailable, UNAVAILABLE } from '../common/outage.js';
import { requestLanguage, translator, type Translate } from '../common/i18n.js';
import { presentedTokens, setSessionCookie } from '../modules/auth/cookies.js';
import { executiveRoutes } from '../modules/executive/executive.routes.js';
import { mediaRoutes } from '../modules/media/media.routes.js';
import { memberRoutes } from '../modules/member/member.routes.js';
import { notificationRoutes } from '../modules/notification/notification.routes.js';
import { ALL_DISTRICTS, COMMUNITIES, GENDERS, PROFESSIONS, QUALIFICATIONS, STATES } from '@matrimony/schema';
import { HttpRequestContext, type RequestContext } from './context.js';
import { inputRefusal, limitsPlugin } from './limits.js';
import type { Runtime } from './runtime.js';
import { attachWebSocket } from './websocket.js';
import { contactShownPlugin } from '../modules/contact-sharing/contact-shown.js';

const BODY_LIMIT = '100kb';
const UPLOAD_LIMIT = 6 * 1024 * 1024; // the photo rule (5 MB) answers first with its own message
/** Codes whose message is meant for the client; anything else is hidden behind a generic message. */
const SAFE_CODES = new Set([
  'UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE', 'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST', 'QUERY_TOO_COMPLEX', 'OPERATION_RESOLUTION_FAILURE', 'PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export interface HttpApp {
  server: http.Server;
  /** WebSockets open on this server (subscriptions). */
  openSockets(): number;
  /** Stops accepting, lets in-flight requests finish, then stops Apollo. */
  stop(): Promise<void>;
}

/** Express + Apollo wiring: /graphql, the REST mirror under /api, photos under /uploads, health checks. */
export async function createHttpApp(runtime: Runtime, schema: GraphQLSchema): Promise<HttpApp> {
  const { logger, env } = runtime;
  const app = express();
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  app.disable('x-powered-by');
  // No ETag on answers (Express would hash every body): they are no-store, nothing revalidates them. Photos under
  // /uploads send their own (see media.routes).
  app.set('etag', false);
  app.set('trust proxy', env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY);

  // Once shutdown begins, requests arriving on open keep-alive connections are turned away (and the connection
  // closed) so that only those already in flight remain to finish.
  let draining = false;
  app.use((req, res, next) => {
    if (!draining) return next();
    res.setHeader('Connection', 'close');
    refuseRequest(req, res, 503, 'SERVICE_UNAVAILABLE', 'restarting');
  });

  // Request id and one JSON access-log line per request. The tokens in password-reset and unsubscribe paths are
  // masked: either, read from a log, would let someone act for the member.
  app.use((req, res, next) => {
    const incoming = req.headers['x-request-id'];
    req.requestId = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    res.setHeader('X-Request-Id', req.requestId);
    if (!logger.isLevelEnabled('info')) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (req.originalUrl === '/healthz' || req.originalUrl === '/readyz') return;
      logger.info({ requestId: req.requestId, method: req.method, path: req.originalUrl.split('?')[0].replace(/\/(reset-password|unsubscribe)\/[^/]+/, '/$1/[token]'), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  });

  // Nothing the API sends is to be content-sniffed, and no API answer is to be stored by a browser or proxy:
  // most carry a viewer's data (photos under /uploads revalidate instead, see media.routes).
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(['/api', '/graphql'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await runtime.orm.em.getConnection().execute('select 1');
      res.json({ status: 'ready' });
    } catch {
      res.setHeader('Retry-After', String(UNAVAILABLE.retryAfterSeconds));
      res.status(503).json({ status: 'unavailable' });
    }
  });

  // State-changing requests from foreign origins are refused (docs/product.md, "Sessions"). Same-origin (through the apps'
  // proxy) and the configured app origins pass; clients without Origin (curl, integrators) pass.
  app.use(['/api', '/graphql'], (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    const sameHost = origin ? safeHost(origin) === req.headers.host : false;
    const allowed = origin ? sameHost || env.allowedOrigins.includes(origin) : fetchSite !== 'cross-site';
    if (!allowed) {
      refuseRequest(req, res, 403, 'FORBIDDEN', 'origin');
      return;
    }
    next();
  });

  app.use(cookieParser());
  app.use(['/api', '/graphql'], express.json({ limit: BODY_LIMIT }), express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  // PostgreSQL text cannot hold U+0000, and nothing needs deep nesting: refuse both in REST bodies and query
  // strings (GraphQL: limits plugin; multipart fields: readMultipart) rather than answer 500.
  app.use('/api', (req, res, next) => {
    const refusal = inputRefusal(req.query, req.body);
    if (refusal) {
      refuseRequest(req, res, 400, 'BAD_USER_INPUT', refusal);
      return;
    }
    next();
  });

  // The viewer from the session cookies or bearer token, the language of the answer from Accept-Language, and an
  // EntityManager fork of the request's own when something first needs it (the session may make it: see
  // HttpRequestContext).
  app.use(['/api', '/graphql', '/uploads'], async (req, res, next) => {
    try {
      let em: RequestContext['em'] | undefined;
      const emOf = () => (em ??= runtime.orm.em.fork() as RequestContext['em']);
      const tokens = presentedTokens(req);
      const { viewer, renewedMember } = await runtime.services.sessions.resolve(emOf, tokens);
      if (renewedMember && tokens.member === renewedMember.token) setSessionCookie(req, res, 'member', renewedMember);
      const language = requestLanguage(req);
      req.ctx = new HttpRequestContext(viewer, runtime.services, req, res, language, translator(language), emOf, runtime.orm.em, () => logger.child({ requestId: req.requestId }));
      next();
    } catch (err) {
      next(err);
    }
  });

  app.use('/api/auth', memberRoutes());
  app.use('/api/admin', executiveRoutes());
  // Not the REST mirror: the signed one-click unsubscribe link of notification e-mails (RFC 8058).
  app.use('/api/notifications', notificationRoutes());
  app.get('/api/reference', (_req, res) => {
    res.json({ success: true, genders: GENDERS, communities: COMMUNITIES, states: STATES, districts: ALL_DISTRICTS, qualifications: QUALIFICATIONS, professions: PROFESSIONS });
  });
  app.use('/api', (req, res) => {
    refuseRequest(req, res, 404, 'NOT_FOUND');
  });
  app.use('/uploads', mediaRoutes(runtime.storage));

  // Subscriptions over WebSocket on the same server and path; drained with it (Apollo's graphql-ws recipe).
  const ws = attachWebSocket(runtime, schema, server, {
    draining: () => draining,
    // Over the socket there is no willSendResponse: the texts are written in the socket's language here.
    formatError: (formatted, error, t) => inLanguage(formatGraphQLError(formatted, error, runtime), t),
  });
  const apollo = new ApolloServer<RequestContext>({
    schema,
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    plugins: [
      // No field carries a cache hint and every answer is no-store (set above): Apollo's default cache-control
      // plugin would only add a hook to every field of every answer (a hot-path cost) to compute 'no-store'.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(), limitsPlugin(), unavailablePlugin(), translateProblemsPlugin(),
      // A connection's contact details that an answer carries are written to the owner's log before it leaves.
      contactShownPlugin(),
      // A query asked again runs compiled; the rest as graphql-js executes it.
      compiledQueriesPlugin(schema),
      // Stops accepting, closes idle keep-alive connections, lets in-flight requests finish (at most 10 s).
      ApolloServerPluginDrainHttpServer({ httpServer: server, stopGracePeriodMillis: 10_000 }),
      { async serverWillStart() { return { async drainServer() { await ws.dispose(); } }; } },
    ],
    formatError: (formatted, error) => formatGraphQLError(formatted, error, runtime),
  });
  await apollo.start();
  app.use(
    '/graphql',
    graphqlUploadExpress({ maxFileSize: UPLOAD_LIMIT, maxFiles: 1, maxFieldSize: 100 * 1024 }),
    expressMiddleware(apollo, { context: async ({ req }) => req.ctx! }),
  );

  // Body-parser and unexpected errors: a clear message, never a stack trace.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = err as { type?: string; status?: number; message?: string };
    // graphql-upload says 413 for a second file too: the request is not large, it has one file too many.
    if (e?.status === 413 && /max file uploads exceeded/.test(e.message ?? '')) {
      refuseRequest(req, res, 400, 'BAD_USER_INPUT', 'oneFile');
      return;
    }
    if (e?.type === 'entity.too.large' || e?.status === 413) {
      refuseRequest(req, res, 413, 'PAYLOAD_TOO_LARGE');
      return;
    }
    // A path that is not valid percent-encoding (/api/auth/user/%E0%A4): the address is wrong, not a body.
    if (err instanceof URIError || (e?.status === 400 && /^Failed to decode param/.test(e.message ?? ''))) {
      refuseRequest(req, res, 400, 'BAD_USER_INPUT', 'address');
      return;
    }
    if (e?.type === 'entity.parse.failed' || e?.status === 400) {
      refuseRequest(req, res, 400, 'BAD_USER_INPUT');
      return;
    }
    if (err instanceof Problem) {
      // A refusal thrown outside the REST mirror's handlers (photos, unsubscribe pages): its code's own status.
      res.status(PROBLEM_STATUS[err.code]).json({ success: false, message: err.text(tOf(req)), code: err.code });
      return;
    }
    if (isUnavailable(err)) {
      // E.g. the session lookup before a route or resolver runs; GraphQL clients get a GraphQL error.
      logger.warn({ requestId: req.requestId, err: { name: (err as Error)?.name, message: (err as Error)?.message } }, 'database unavailable');
      res.setHeader('Retry-After', String(UNAVAILABLE.retryAfterSeconds));
      refuseRequest(req, res, UNAVAILABLE.status, UNAVAILABLE.code);
      return;
    }
    logger.error({ requestId: req.requestId, err: { name: (err as Error)?.name, message: (err as Error)?.message } }, 'unexpected error');
    refuseRequest(req, res, 500, 'INTERNAL_SERVER_ERROR');
  });

  return {
    server,
    openSockets: () => ws.openSockets,
    async stop() {
      // New requests on open keep-alive connections are turned away; Apollo's drain plugins do the rest.
      draining = true;
      await apollo.stop();
    },
  };
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The request's `t` (also before the context exists: the language comes from the header alone). */
function tOf(req: Request): Translate {
  return req.ctx?.t ?? translator(requestLanguage(req));
}

/** A refused HTTP request: `{ success: false, code, message }`, the message in the request's language. */
/** A request refused before it reached a route or Apollo: in GraphQL's shape on /graphql, else in REST's. */
function refuseRequest(req: Request, res: Response, status: number, code: string, context?: string): void {
  const t = tOf(req) as (key: string, options?: Record<string, unknown>) => string;
  const message = t(`errors.${code}`, { context });
  res.status(status).json(req.originalUrl.startsWith('/graphql') ? { errors: [{ message, extensions: { code } }] } : { success: false, code, message, ...(context ? { messageContext: context } : {}) });
}

/**
 * GraphQL errors with a stable code (not logged in, not allowed, ...) are formatted before the request's context
 * is at hand, in English; this writes their messages in the request's language just before the answer leaves.
 */
const textOfError = new WeakMap<object, (t: Translate) => string>();

function translateProblemsPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single' || !contextValue?.t) return;
          for (const formatted of response.body.singleResult.errors ?? []) {
            const text = textOfError.get(formatted);
            if (text) (formatted as { message: string }).message = text(contextValue.t);
          }
        },
      };
    },
  };
}

/** A formatted error with its code; its text is written in English now and in the reader's language before it leaves. */
function translatable(code: string, path: GraphQLFormattedError['path'], text: (t: Translate) => string): GraphQLFormattedError {
  const result = { message: text(translator('en')), path, extensions: { code } };
  textOfError.set(result, text);
  return result;
}

/** A formatted error in the reader's language (the socket's; HTTP answers get theirs in translateProblemsPlugin). */
function inLanguage(formatted: GraphQLFormattedError, t: Translate): GraphQLFormattedError {
  const text = textOfError.get(formatted);
  return text ? { ...formatted, message: text(t) } : formatted;
}

function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, runtime: Runtime): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof Problem) return translatable(original.code, formatted.path, (t) => original.text(t));
  // An expected failure on a field without a result union (a query such as myInterests): its code and text.
  if (original instanceof Refusal) return translatable(original.failure.code, formatted.path, (t) => translateFailure(t, original.failure).message);
  // graphql-upload's request errors (http-errors, exposed, 4xx), e.g. a map naming a file the request lacks: the
  // texts of the REST mirror's multipart refusals.
  const http = original as { expose?: boolean; status?: number; message?: string } | undefined;
  if (http?.expose && typeof http.status === 'number' && http.status >= 400 && http.status < 500) {
    const problem = http.status === 413 ? new Problem('PAYLOAD_TOO_LARGE') : new Problem('BAD_USER_INPUT', { context: 'multipart' });
    return translatable(problem.code, formatted.path, (t) => problem.text(t));
  }
  if (isUnavailable(original)) {
    runtime.logger.warn({ err: { name: (original as Error)?.name, message: (original as Error)?.message }, path: formatted.path }, 'database unavailable');
    return translatable(UNAVAILABLE.code, formatted.path, (t) => new Problem(UNAVAILABLE.code).text(t));
  }
  const code = formatted.extensions?.code as string | undefined;
  if (code && SAFE_CODES.has(code)) return { message: withoutUploads(formatted.message), locations: formatted.locations, path: formatted.path, extensions: { code } };
  runtime.logger.error({ err: { name: (original as Error)?.name, message: (original as Error)?.message }, path: formatted.path }, 'graphql error');
  return translatable('INTERNAL_SERVER_ERROR', formatted.path, (t) => new Problem('INTERNAL_SERVER_ERROR').text(t));
}

/**
 * graphql-js quotes a variable's value in its coercion errors; a file mapped onto a text variable is graphql-upload's
 * promise object, whose inner shape is nobody's business: it is named for what it is.
 */
const UPLOAD_INSPECTED = /\{ resolve: \[function\], reject: \[function\], promise: \{\}, file: \{[^{}]*\} \}/g;
function withoutUploads(message: string): string {
  return message.replace(UPLOAD_INSPECTED, 'a file upload');
}

/** A GraphQL answer that failed because the database is unreachable is an HTTP 503 with Retry-After. */
function unavailablePlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          if (!response.body.singleResult.errors?.some((e) => e.extensions?.code === UNAVAILABLE.code)) return;
          response.http.status = UNAVAILABLE.status;
          response.http.headers.set('retry-after', String(UNAVAILABLE.retryAfterSeconds));
        },
      };
    },
  };
}
