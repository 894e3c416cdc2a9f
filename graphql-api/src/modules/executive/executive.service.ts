import { LockMode, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { executiveRegistrationErrors, fieldError, trimAll, type ExecutiveRegistrationFields, type Language } from '@matrimony/schema';
import { refuse, validationFailed } from '../../common/failure.js';
import { pageRequest } from '../../common/paging.js';
import { dummyVerify, hashPassword, verifyPassword } from '../../common/passwords.js';
import { recordAudit } from '../audit/audit.service.js';
import type { IssuedSession, SessionService } from '../auth/session.service.js';
import type { Throttle } from '../auth/throttle.js';
import { requireAdministrator, requireExecutive, requireModerator, type Viewer } from '../auth/viewer.js';
import { isUuid } from '../../common/ids.js';
import type { Page } from '../member/member.service.js';
import { Executive } from './executive.entity.js';
import type { ApprovalMail } from '../auth/approval-mail.js';

export const EXECUTIVE_STATUSES = ['Approved', 'Rejected', 'Pending'] as const;
export type ExecutiveStatusFilter = (typeof EXECUTIVE_STATUSES)[number];

/** Executive registration, login, lookup and the administrator's management of executives. */
export class ExecutiveService {
  /** `approvalMail` is absent only in the admin:create command, which approves no one. */
  constructor(private readonly deps: { sessions: SessionService; throttle: Throttle; approvalMail?: ApprovalMail }) {}

  /** `language`: the request's, the executive's preferred language from the start (as a member's registration). */
  async register(em: EntityManager, raw: ExecutiveRegistrationFields, language: Language): Promise<Executive> {
    const errors = executiveRegistrationErrors(raw);
    if (errors.length) validationFailed(errors);
    const v = trimAll(raw);
    const email = v.email.toLowerCase();
    if (await em.count(Executive, { email })) refuse('EMAIL_TAKEN', { fieldErrors: [fieldError('email', 'EMAIL_TAKEN')] });
    const executive = em.create(Executive, {
      fullName: v.fullName.replace(/\s+/g, ' '), email, passwordHash: await hashPassword(raw.password), mobile: v.mobile,
      gender: v.gender, community: v.community, state: v.state, district: v.district, block: v.block, address: v.address,
      role: 'executive', isApproved: false, isRejected: false, preferredLanguage: language,
    });
    em.persist(executive);
    try {
      await em.flush();
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) refuse('EMAIL_TAKEN', { fieldErrors: [fieldError('email', 'EMAIL_TAKEN')] });
      throw err;
    }
    return executive;
  }

  /** Succeeds only for an administrator or an approved executive (docs/product.md, "Executive console"). */
  async login(em: EntityManager, email: string, password: string): Promise<{ executive: Executive; session: IssuedSession }> {
    const address = email.trim().toLowerCase();
    await this.deps.throttle.takeLoginAttempt('executive', address);
    const executive = await em.findOne(Executive, { email: address }, { populate: ['passwordHash'] });
    const ok = executive ? await verifyPassword(executive.passwordHash, password) : await dummyVerify(password);
    if (!executive || !ok) {
      refuse('INVALID_CREDENTIALS');
    }
    await this.deps.throttle.loginSucceeded('executive', address);
    if (!executive.canModerate) refuse('NOT_APPROVED');
    return { executive, session: await this.deps.sessions.create(em, { executive }) };
  }

  /** The logged-in executive's (or administrator's) language. */
  async setPreferredLanguage(em: EntityManager, viewer: Viewer, language: Language): Promise<Language> {
    const me = requireExecutive(viewer);
    me.preferredLanguage = language;
    await em.flush();
    return me.preferredLanguage;
  }

  /** Approved executives serving a community and district (the registration form's lookup). */
  async byLocation(em: EntityManager, community: string, district: string): Promise<Executive[]> {
    if (!community?.trim() || !district?.trim()) return [];
    return em.find(Executive, { community: community.trim(), district: district.trim(), isApproved: true, role: 'executive' }, { orderBy: { createdAt: 'asc' }, limit: 50 });
  }

  async list(em: EntityManager, viewer: Viewer, page?: number | null, pageSize?: number | null, status?: ExecutiveStatusFilter | null): Promise<Page<Executive>> {
    requireAdministrator(viewer);
    const req = pageRequest(page, pageSize, 25);
    const where: FilterQuery<Executive> =
      status === 'Approved' ? { isApproved: true } : status === 'Rejected' ? { isRejected: true } : status === 'Pending' ? { isApproved: false, isRejected: false } : {};
    const [items, totalCount] = await em.findAndCount(Executive, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: req.size, offset: req.offset });
    return { items, totalCount, page: req.page, pageSize: req.size };
  }

  /** Executive details, for approved executives and administrators. */
  async get(em: EntityManager, viewer: Viewer, id: string): Promise<Executive> {
    requireModerator(viewer);
    const executive = isUuid(id) ? await em.findOne(Executive, { id }) : null;
    return executive ?? refuse('NOT_FOUND', { context: 'executive' });
  }

  async approve(em: EntityManager, viewer: Viewer, id: string, currentAdminId?: string | null): Promise<Executive> {
    return this.decide(em, viewer, id, currentAdminId, 'approve');
  }

  async reject(em: EntityManager, viewer: Viewer, id: string, currentAdminId?: string | null): Promise<Executive> {
    return this.decide(em, viewer, id, currentAdminId, 'reject');
  }

  /** Pending can become Approved or Rejected (docs/product.md, "Accounts and approval"); nothing else can. */
  private async decide(em: EntityManager, viewer: Viewer, id: string, currentAdminId: string | null | undefined, decision: 'approve' | 'reject'): Promise<Executive> {
    const decided = await em.transactional(async (tx) => {
      const { admin, target } = await this.forAdminAction(tx, viewer, id, currentAdminId);
      if (target.isApproved || target.isRejected) {
        refuse('INVALID_TRANSITION', { context: decision === 'approve' ? 'executiveApprove' : 'executiveReject' });
      }
      if (decision === 'approve') target.isApproved = true;
      else target.isRejected = true;
      recordAudit(tx, admin, `executive.${decision}`, target);
      return target;
    });
    if (decision === 'approve') await this.deps.approvalMail?.queue({ kind: 'executive', id: decided.id });
    return decided;
  }

  /** Only a rejected executive can be deleted; their members keep their profiles (executive set to none). */
  async delete(em: EntityManager, viewer: Viewer, id: string, currentAdminId?: string | null): Promise<string> {
    return em.transactional(async (tx) => {
      const { admin, target } = await this.forAdminAction(tx, viewer, id, currentAdminId);
      if (!target.isRejected) refuse('INVALID_TRANSITION', { context: 'executiveDelete' });
      recordAudit(tx, admin, 'executive.delete', target);
      tx.remove(target);
      return target.id;
    });
  }

  /**
   * The acting administrator is always the session's; currentAdminId is accepted only when it matches. The
   * target is row-locked (callers run in a transaction) so concurrent actions on it run one after the other.
   */
  private async forAdminAction(em: EntityManager, viewer: Viewer, id: string, currentAdminId?: string | null) {
    const admin = requireAdministrator(viewer);
    if (currentAdminId && currentAdminId !== admin.id) refuse('ADMIN_MISMATCH');
    if (id === admin.id) refuse('SELF_ACTION');
    const target = isUuid(id) ? await em.findOne(Executive, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    return { admin, target: target ?? refuse('NOT_FOUND', { context: 'executive' }) };
  }

  /** Creates or confirms an approved administrator (npm run admin:create). */
  async ensureAdministrator(em: EntityManager, input: { email: string; password: string; fullName: string }): Promise<{ executive: Executive; created: boolean }> {
    const email = input.email.trim().toLowerCase();
    const existing = await em.findOne(Executive, { email });
    if (existing) {
      existing.role = 'admin';
      existing.isApproved = true;
      existing.isRejected = false;
      existing.passwordHash = await hashPassword(input.password);
      await em.flush();
      return { executive: existing, created: false };
    }
    const executive = em.create(Executive, {
      fullName: input.fullName.trim(), email, passwordHash: await hashPassword(input.password), mobile: '', gender: '',
      community: '', state: '', district: '', block: '', address: '', role: 'admin', isApproved: true, isRejected: false,
    });
    em.persist(executive);
    await em.flush();
    return { executive, created: true };
  }
}
