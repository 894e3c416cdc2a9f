import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../config/orm.js';
import { openDatabase, type DatabaseHandle } from '../config/database.js';
import type { Env } from '../config/env.js';
import { AfterResponse } from '../common/after-response.js';
import { HotSql, statement } from '../common/hot-sql.js';
import { createLogger, type Logger } from '../common/logger.js';
import { PgEventBus, RedisEventBus, type EventBus } from '../common/event-bus.js';
import { createMailer, type Mailer } from '../common/mail.js';
import { createRateLimits, type RateLimits } from '../common/rate-limit.js';
import { LocalFileStorage, S3FileStorage, type FileStorage } from '../common/storage.js';
import { PasswordResetService } from '../modules/auth/password-reset.service.js';
import { SessionService } from '../modules/auth/session.service.js';
import { Throttle } from '../modules/auth/throttle.js';
import { ExecutiveService } from '../modules/executive/executive.service.js';
import { MemberService } from '../modules/member/member.service.js';
import { Jobs } from '../common/jobs.js';
import { loadSigningSecret } from '../common/signing.js';
import { BlockService } from '../modules/block/block.service.js';
import { ConnectionService } from '../modules/connection/connection.service.js';
import { ContactSharingService } from '../modules/contact-sharing/contact-sharing.service.js';
import { InterestPageCache } from '../modules/interest/interest-pages.js';
import { EXPIRY_JOB, InterestService } from '../modules/interest/interest.service.js';
import { NotificationMailer } from '../modules/notification/notification.mail.js';
import { EMAIL_JOB, NotificationService } from '../modules/notification/notification.service.js';
import { APPROVAL_MAIL_JOB, ApprovalMail, type ApprovedAccount } from '../modules/auth/approval-mail.js';
import { RelationshipService } from '../modules/relationship/relationship.service.js';
import { AuditService } from '../modules/audit/audit.service.js';
import { ReportService } from '../modules/report/report.service.js';
import { ShortlistService } from '../modules/shortlist/shortlist.service.js';
import { SearchCache } from '../modules/member/search-cache.js';
import { SearchWindow } from '../modules/member/search-window.js';
import { ProfileCache } from '../modules/member/profile-cache.js';
import { ConversationHub } from '../modules/conversation/conversation.hub.js';
import { ConversationMailer } from '../modules/conversation/conversation.mail.js';
import { ConversationService, UNREAD_MAIL_JOB } from '../modules/conversation/conversation.service.js';
import { MessageCipher, loadMessageKeys } from '../modules/conversation/message-cipher.js';
import type { Services } from './context.js';

/** Everything a running API holds: database, ORM, storage, mail, counters and the services built on them. */
export interface Runtime {
  env: Env;
  logger: Logger;
  orm: MikroORM;
  database: DatabaseHandle;
  storage: FileStorage;
  mailer: Mailer;
  /** Work started by a request that finishes after its answer (reset mails); shutdown waits for it. */
  afterResponse: AfterResponse;
  rateLimits: RateLimits;
  /** Messages between the API servers (Redis pub/sub with REDIS_URL, else PostgreSQL LISTEN/NOTIFY). */
  events: EventBus;
  services: Services;
  /** The job runner (pg-boss on the same database). */
  jobs: Jobs;
  /** What time it is for rules that depend on the hour (quiet hours); tests may move it. */
  clock: () => Date;
  /** Seals and opens message bodies (MESSAGE_KEYS, or the key a local start keeps in DATA_DIR). */
  cipher: MessageCipher;
  close(): Promise<void>;
}

/** The event bus's publish over PostgreSQL (LISTEN/NOTIFY), a prepared statement on the hot pool. */
const NOTIFY = statement('events_notify', 'select pg_notify(?::text, ?::text)');

/** Opens the database (embedded unless DATABASE_URL), applies committed migrations, wires the services. */
export async function createRuntime(env: Env, opts: { logger?: Logger; clock?: () => Date } = {}): Promise<Runtime> {
  const logger = opts.logger ?? createLogger(env.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    port: env.EMBEDDED_PG_PORT,
    log: (m) => logger.debug({ postgres: m }, 'embedded postgres'),
  });
  let orm: MikroORM;
  try {
    orm = await MikroORM.init(ormConfig(database.url, { logger }));
    const applied = await orm.getMigrator().up();
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  } catch (err) {
    await database.release();
    throw err;
  }
  let storage: FileStorage;
  try {
    storage = env.s3 ? await new S3FileStorage(env.s3).init() : await new LocalFileStorage(path.join(env.dataDir, 'uploads')).init();
  } catch (err) {
    await orm.close(true);
    await database.release();
    throw err;
  }
  // Every message runs its few statements here, prepared once per connection (see common/hot-sql.ts).
  const hotSql = new HotSql(database.url);
  const events: EventBus = env.REDIS_URL
    ? await new RedisEventBus(env.REDIS_URL, logger).start()
    : await new PgEventBus(database.url, async (channel, message) => {
        await hotSql.run(NOTIFY, [channel, message]);
      }, logger).start();
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.dataDir, 'outbox'), logger });
  const rateLimits = createRateLimits(env.REDIS_URL);
  const sessions = new SessionService(events, env.SESSION_CACHE_SECONDS * 1000, undefined, hotSql);
  const throttle = new Throttle(rateLimits);
  const afterResponse = new AfterResponse(logger);
  const clock = opts.clock ?? (() => new Date());
  let jobs: Jobs;
  try {
    jobs = await Jobs.start({ connectionString: database.url, logger, pollSeconds: env.JOB_POLL_SECONDS, schedule: true });
  } catch (err) {
    await events.close();
    await hotSql.close();
    await rateLimits.close();
    await storage.close();
    await orm.close(true);
    await database.release();
    throw err;
  }
  const searchCache = new SearchCache(env.SEARCH_CACHE_SECONDS * 1000, events);
  // What members are to each other, kept per server for views like profile rows (PROFILE_CACHE_SECONDS).
  const relationships = new RelationshipService({ events, keepMs: env.PROFILE_CACHE_SECONDS * 1000 });
  const contactSharing = new ContactSharingService({ relationships });
  const shortlists = new ShortlistService({ relationships });
  const connections = new ConnectionService({ relationships, events });
  const notificationMail = new NotificationMailer({
    mailer, key: loadSigningSecret({ secret: env.SIGNING_SECRET, dataDir: env.dataDir }), portalUrl: env.PORTAL_URL, clock,
  });
  const notifications = new NotificationService({ jobs, relationships, mail: notificationMail, logger });
  const interests = new InterestService({
    connections, notifications, relationships, logger,
    pages: new InterestPageCache(env.PROFILE_CACHE_SECONDS * 1000, events),
    limits: { daily: env.INTEREST_DAILY_LIMIT, weekly: env.INTEREST_WEEKLY_LIMIT },
  });
  const reports = new ReportService({ notifications, relationships, searchCache, events });
  const cipher = new MessageCipher(loadMessageKeys({ configured: env.messageKeys, dataDir: env.dataDir }));
  const conversations = new ConversationService({
    cipher,
    hub: new ConversationHub(events, logger),
    sql: hotSql,
    jobs,
    reports,
    mail: new ConversationMailer({ mailer, notifications: notificationMail, portalUrl: env.PORTAL_URL }),
    logger,
    fork: () => orm.em.fork() as never,
    clock,
  });
  const approvalMail = new ApprovalMail({
    jobs, mailer, portalUrl: env.PORTAL_URL, consoleUrl: env.CONSOLE_URL, logger, fork: () => orm.em.fork() as never,
  });
  const services: Services = {
    sessions,
    members: new MemberService({
      storage, sessions, throttle, searchCache, exactCountLimit: env.MEMBER_LIST_EXACT_COUNT,
      searchWindow: new SearchWindow(hotSql.run, events, env.SEARCH_WINDOW),
      relationships,
      profiles: new ProfileCache(env.PROFILE_CACHE_SECONDS * 1000, events),
      approvalMail,
    }),
    executives: new ExecutiveService({ sessions, throttle, approvalMail }),
    passwordReset: new PasswordResetService({ mailer, sessions, throttle, afterResponse, portalUrl: env.PORTAL_URL, consoleUrl: env.CONSOLE_URL }),
    relationships,
    interests,
    connections,
    contactSharing,
    shortlists,
    blocks: new BlockService({ interests, connections, shortlists, notifications, relationships, events }),
    notifications,
    reports,
    audit: new AuditService(),
    conversations,
  };
  // Work that can wait: interests unanswered for 90 days expire (hourly), approval and notification e-mails go out.
  await jobs.handle(EXPIRY_JOB, async () => {
    const expired = await interests.expire(orm.em.fork() as never);
    if (expired) logger.info({ expired }, 'interests expired');
  }, { cron: '17 * * * *' });
  await jobs.handle<ApprovedAccount>(APPROVAL_MAIL_JOB, (data) => approvalMail.deliver(data));
  await jobs.handle<{ notificationId: string }>(EMAIL_JOB, (data) => notifications.deliver(orm.em.fork() as never, data.notificationId));
  await jobs.handle<{ conversationId: string; memberId: string }>(UNREAD_MAIL_JOB, async (data) => {
    await conversations.unreadMailDue(data.conversationId, data.memberId);
  });
  return {
    env, logger, orm, database, storage, mailer, afterResponse, rateLimits, events, services, jobs, clock, cipher,
    async close() {
      await jobs.stop();
      await afterResponse.drain();
      await mailer.close();
      await events.close();
      await hotSql.close();
      await rateLimits.close();
      await storage.close();
      await orm.close(true);
      await database.release();
    },
  };
}
