import type { EntityManager } from '@mikro-orm/postgresql';
import type { Executive } from '../executive/executive.entity.js';
import { AuditEntry, type AuditAction } from './audit-entry.entity.js';

/** Records who approved, rejected or deleted whom; persisted with the change it describes (same flush). */
export function recordAudit(
  em: EntityManager,
  actor: Executive,
  action: AuditAction,
  target: { id: string; fullName: string; email: string },
): void {
  em.persist(
    em.create(AuditEntry, {
      action,
      actorId: actor.id,
      actorEmail: actor.email,
      targetId: target.id,
      targetName: target.fullName,
      targetEmail: target.email,
    }),
  );
}
