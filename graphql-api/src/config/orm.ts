import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
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

export const ENTITIES = [
  Member, Executive, Session, PasswordResetToken, AuditEntry,
  Interest, Connection, ContactSharing, ContactView, ShortlistEntry, Block, Notification, NotificationSettings, Report,
];

/** MikroORM configuration; migrations are listed explicitly (folder discovery breaks on built output). */
export function ormConfig(clientUrl: string, opts: { poolMax?: number; debug?: boolean } = {}) {
  return defineConfig({
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
