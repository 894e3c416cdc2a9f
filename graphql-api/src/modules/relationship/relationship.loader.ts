import type { GraphQLResolveInfo } from 'graphql';
import { asksFields } from '../../common/selection.js';
import type { RequestContext } from '../../app/context.js';
import { NO_PAIR, type MemberRelations, type PairState } from './relationship.service.js';

/**
 * What a request knows of the viewer's pairs: what its lists told it, and the viewer's relations (read at most once,
 * and kept per server between requests). Both are forgotten once a change to anyone's relations is made on this
 * server (`RelationshipService.changes`): a document's second mutation, or its fields, see the first's change.
 */
interface RequestPairs {
  changes: number;
  known: Map<string, PairState>;
  relations?: Promise<MemberRelations>;
}
const ofRequest = new WeakMap<RequestContext, RequestPairs>();

function requestPairs(ctx: RequestContext): RequestPairs {
  const changes = ctx.services.relationships.changes;
  let pairs = ofRequest.get(ctx);
  if (!pairs || pairs.changes !== changes) ofRequest.set(ctx, (pairs = { changes, known: new Map() }));
  return pairs;
}

/** The viewing member's relations, read at most once per request (a page's cards and contact fields share them). */
export function viewerRelations(ctx: RequestContext, me: string): Promise<MemberRelations> {
  const pairs = requestPairs(ctx);
  return (pairs.relations ??= ctx.services.relationships.of(ctx.sql, me));
}

/**
 * What the member is to the viewing member: at once when the request knows it (a list told it), else from the
 * viewer's relations (one read per request at most, none while kept). Null when the viewer is not a member.
 */
export function pairOf(ctx: RequestContext, memberId: string): PairState | Promise<PairState> | null {
  const me = ctx.viewer.memberId;
  if (!me) return null;
  if (me === memberId) return NO_PAIR;
  return requestPairs(ctx).known.get(memberId) ?? viewerRelations(ctx, me).then((relations) => relations.pair(memberId));
}

/**
 * Tells the request what a list already knows about the members on it (a pending interest, a live connection,
 * the shortlist), so their `relationship` and `shortlisted` fields cost no further read and no wait.
 */
export function primePairs(ctx: RequestContext, states: Array<{ memberId: string; state: Partial<PairState> }>): void {
  if (!ctx.viewer.memberId || !states.length) return;
  const map = requestPairs(ctx).known;
  for (const k of states) {
    if (!map.has(k.memberId)) map.set(k.memberId, { ...NO_PAIR, ...k.state }); // the first word stands
  }
}

/**
 * Whether the field being resolved asks its member for `relationship` or `shortlisted` (directly, in an inline
 * fragment or a named one). `within`: the path of fields holding the members (a page's `items`, or
 * `items.member`), when they are not the resolved field itself.
 */
export function asksPairFields(info: GraphQLResolveInfo, within?: string): boolean {
  return asksFields(info, PAIR_FIELDS, within);
}

const PAIR_FIELDS: ReadonlySet<string> = new Set(['relationship', 'shortlisted']);

/**
 * What each member of a page is to the viewing member, before the page's fields resolve: each card's
 * `relationship` and `shortlisted` then resolve at once instead of each waiting.
 */
export async function readPairs(ctx: RequestContext, memberIds: readonly string[]): Promise<void> {
  const me = ctx.viewer.memberId;
  if (!me || !memberIds.length) return;
  const relations = await viewerRelations(ctx, me);
  primePairs(ctx, memberIds.filter((id) => id !== me).map((id) => ({ memberId: id, state: relations.pair(id) })));
}
