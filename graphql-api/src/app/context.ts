import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Logger } from '../common/logger.js';
import type { PasswordResetService } from '../modules/auth/password-reset.service.js';
import type { SessionService } from '../modules/auth/session.service.js';
import type { Viewer } from '../modules/auth/viewer.js';
import type { ExecutiveService } from '../modules/executive/executive.service.js';
import type { MemberService } from '../modules/member/member.service.js';

export interface Services {
  members: MemberService;
  executives: ExecutiveService;
  passwordReset: PasswordResetService;
  sessions: SessionService;
}

/** Per request: its own EntityManager fork (conventions 3), the viewer and the services. */
export interface RequestContext {
  em: EntityManager;
  viewer: Viewer;
  services: Services;
  req: Request;
  res: Response;
  logger: Logger;
}
