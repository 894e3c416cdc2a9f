import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Logger } from '../common/logger.js';
import { AuditEntry } from '../modules/audit/audit-entry.entity.js';
import { PasswordResetToken } from '../modules/auth/password-reset.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { Executive } from '../modules/executive/executive.entity.js';
import { Member } from '../modules/member/member.entity.js';
import { migrationsList } from '../migrations/index.js';
import { Block } from '../modules/block/block.entity.js';
import { Connection } from '../modules/connection/connection.entity.js';
import { ContactSharing } from '../modules/contact-sharing/contact-sharing.entity.js';
import { ContactView } from '../modules/contact-sharing/contact-view.entity.js';
import { Interest } from '../modules/interest/interest.entity.js';
import { Notification, NotificationSettings } from '../modules/notification/notification.entity.js';
import { Report } from '../modules/report/report.entity.js';
import { ShortlistEntry } from '../modules/shortlist/shortlist.entity.js';
import { Conversation, Message, MessageEmail, ReportMessage } from '../modules/conversation/conversation.entity.js';

export const ENTITIES = [
  Member, Executive, Session, PasswordResetToken, AuditEntry,
  Interest, Connection, ContactSharing, ContactView, ShortlistEntry, Block, Notification, NotificationSettings, Report,
  Conversation, Message, MessageEmail, ReportMessage,
];

/**
 * What MikroORM and knex under it would print with console.log ("Connection Error: ..." for every pooled
 * connection a database outage ended, deprecations, debug output) goes to the structured logger instead, so the
 * API's stdout stays one JSON object per line.
 */
function ormLogging(logger: Logger) {
  const driverWarning = (message: unknown) => {
    const text = typeof message === 'string' ? message : String(message);
    const lost = /^Connection Error: (.*)$/s.exec(text);
    if (lost) logger.warn({ reason: lost[1] }, 'database connection lost');
    else logger.warn({ driver: text }, 'database driver warning');
  };
  return {
    logger: (message: string) => logger.info({ orm: message }, 'mikro-orm'),
    colors: false,
    driverOptions: {
      log: {
        warn: driverWarning,
        error: (message: unknown) => logger.error({ driver: String(message) }, 'database driver error'),
        deprecate: (message: unknown) => logger.warn({ driver: String(message) }, 'database driver deprecation'),
        debug: (message: unknown) => logger.debug({ driver: message }, 'database driver debug'),
      },
    },
  };
}

/** MikroORM configuration; migrations are listed explicitly (folder discovery breaks on built output). */
export function ormConfig(clientUrl: string, opts: { poolMax?: number; debug?: boolean; logger?: Logger } = {}) {
  return defineConfig({
    ...(opts.logger ? ormLogging(opts.logger) : {}),
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max: opts.poolMax ?? 20 },
    debug: opts.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    discovery: { disableDynamicFileAccess: true },
  });
}
