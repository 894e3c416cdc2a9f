import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Language } from '@matrimony/schema';
import type { Translate } from '../common/i18n.js';
import type { Logger } from '../common/logger.js';
import type { SqlAccess } from '../common/prepared.js';
import type { PasswordResetService } from '../modules/auth/password-reset.service.js';
import type { SessionService } from '../modules/auth/session.service.js';
import type { Viewer } from '../modules/auth/viewer.js';
import type { ExecutiveService } from '../modules/executive/executive.service.js';
import type { MemberService } from '../modules/member/member.service.js';
import type { BlockService } from '../modules/block/block.service.js';
import type { ConnectionService } from '../modules/connection/connection.service.js';
import type { ContactSharingService } from '../modules/contact-sharing/contact-sharing.service.js';
import type { InterestService } from '../modules/interest/interest.service.js';
import type { NotificationService } from '../modules/notification/notification.service.js';
import type { RelationshipService } from '../modules/relationship/relationship.service.js';
import type { AuditService } from '../modules/audit/audit.service.js';
import type { ReportService } from '../modules/report/report.service.js';
import type { ShortlistService } from '../modules/shortlist/shortlist.service.js';
import type { ConversationService } from '../modules/conversation/conversation.service.js';

export interface Services {
  members: MemberService;
  executives: ExecutiveService;
  passwordReset: PasswordResetService;
  sessions: SessionService;
  relationships: RelationshipService;
  interests: InterestService;
  connections: ConnectionService;
  contactSharing: ContactSharingService;
  shortlists: ShortlistService;
  blocks: BlockService;
  notifications: NotificationService;
  reports: ReportService;
  audit: AuditService;
  conversations: ConversationService;
}

/**
 * Per request: its own EntityManager fork, the viewer, the services, and the language the request asked for
 * (Accept-Language) with its `t` for every message the answer carries.
 */
export interface RequestContext {
  language: Language;
  t: Translate;
  em: EntityManager;
  /** The ORM's shared EntityManager, for plain SQL only (prepared reads): no fork, no identity map. Entities go through `em`. */
  sql: SqlAccess;
  viewer: Viewer;
  services: Services;
  req: Request;
  res: Response;
  logger: Logger;
}

/**
 * The context of one HTTP request. Its EntityManager and its logger are made when first used: a request answered
 * from caches (the session, a search page) needs neither. They are getters on the prototype, not own properties,
 * because Apollo copies each request's context with Object.assign, which would call own getters at once.
 */
export class HttpRequestContext implements RequestContext {
  /** Made when first used; shared with Apollo's copy of this context. */
  private readonly made: { em?: EntityManager; logger?: Logger } = {};

  constructor(
    readonly viewer: Viewer,
    readonly services: Services,
    readonly req: Request,
    readonly res: Response,
    readonly language: Language,
    readonly t: Translate,
    private readonly makeEm: () => EntityManager,
    readonly sql: SqlAccess,
    private readonly makeLogger: () => Logger,
  ) {}

  get em(): EntityManager {
    return (this.made.em ??= this.makeEm());
  }

  get logger(): Logger {
    return (this.made.logger ??= this.makeLogger());
  }
}
