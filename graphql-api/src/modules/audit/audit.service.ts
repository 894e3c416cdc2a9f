import type { EntityManager } from '@mikro-orm/postgresql';
import { requireAdministrator, type Viewer } from '../auth/viewer.js';
import { pageRequest } from '../../common/paging.js';
import { Executive } from '../executive/executive.entity.js';
import { AuditEntry, type AuditAction, type AuditActorKind } from './audit-entry.entity.js';

/** The last audit time this process gave out (ms): steps recorded together still read in the order they happened. */
let lastRecordedAt = 0;
function nextAuditTime(): Date {
  lastRecordedAt = Math.max(Date.now(), lastRecordedAt + 1);
  return new Date(lastRecordedAt);
}

/**
 * Records who did what to whom (moderation, reports, suspensions); persisted with the change it describes
 * (same flush). `actor` is an executive unless `extra.actorKind` says otherwise (a member reporting); `extra.at` is
 * for demo data written after the fact (the default is now).
 */
export function recordAudit(
  em: EntityManager,
  actor: { id: string; email: string },
  action: AuditAction,
  target: { id: string; fullName: string; email: string },
  extra: { actorKind?: AuditActorKind; subjectId?: string | null; note?: string | null; at?: Date } = {},
): void {
  em.persist(
    em.create(AuditEntry, {
      action,
      actorKind: extra.actorKind ?? 'executive',
      actorId: actor.id,
      actorEmail: actor.email,
      targetId: target.id,
      targetName: target.fullName,
      targetEmail: target.email,
      subjectId: extra.subjectId ?? null,
      note: extra.note ?? null,
      // One action's steps (a report taken and resolved, a member warned) fall in the same millisecond: each gets
      // its own, so the trail's newest-first order is the order they happened in.
      createdAt: extra.at ?? nextAuditTime(),
    }),
  );
}

export interface AuditFilter {
  action?: string | null;
  actorId?: string | null;
  targetId?: string | null;
  subjectId?: string | null;
  from?: Date | null;
  to?: Date | null;
}

/** The audit trail, read by administrators only, newest first. */
export class AuditService {
  async trail(em: EntityManager, viewer: Viewer, filter: AuditFilter, page?: number | null, pageSize?: number | null) {
    requireAdministrator(viewer);
    const req = pageRequest(page, pageSize, 25);
    const where: Record<string, unknown> = {};
    if (filter.action) where.action = filter.action;
    for (const key of ['actorId', 'targetId', 'subjectId'] as const) {
      const value = filter[key];
      if (value) where[key] = /^[0-9a-f-]{36}$/i.test(value) ? value : '00000000-0000-0000-0000-000000000000';
    }
    if (filter.from || filter.to) where.createdAt = { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lt: filter.to } : {}) };
    const [entries, totalCount] = await em.findAndCount(AuditEntry, where, {
      orderBy: { createdAt: 'desc', id: 'desc' }, limit: req.size, offset: req.offset,
    });
    // Who the page's executive actors are now (the entries keep only id and e-mail): one read for the page.
    const ids = [...new Set(entries.filter((e) => e.actorKind === 'executive').map((e) => e.actorId))];
    const actors = new Map(
      (ids.length ? await em.find(Executive, { id: { $in: ids } }, { fields: ['id', 'fullName', 'role'] }) : []).map((x) => [x.id, x]),
    );
    const items = entries.map((e) => {
      const actor = e.actorKind === 'executive' ? actors.get(e.actorId) : undefined;
      return { ...e, actorName: actor?.fullName ?? null, actorRole: actor?.role ?? null };
    });
    return { items, totalCount, page: req.page, pageSize: req.size };
  }
}
