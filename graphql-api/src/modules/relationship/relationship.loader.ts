import DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { asksFields } from '../../common/selection.js';
import type { RequestContext } from '../../app/context.js';
import { NO_PAIR, type PairState } from './relationship.service.js';

const loaders = new WeakMap<RequestContext, DataLoader<string, PairState>>();
/** What the request already knows of each member's pair, so their fields resolve without waiting. */
const known = new WeakMap<RequestContext, Map<string, PairState>>();

function knownOf(ctx: RequestContext): Map<string, PairState> {
  let map = known.get(ctx);
  if (!map) known.set(ctx, (map = new Map()));
  return map;
}

/**
 * What each member on a page is to the viewing member, read once per request for the whole page (one query
 * for a page of 100 search results, not 100). Made only when something must be read.
 */
function pairLoader(ctx: RequestContext, me: string): DataLoader<string, PairState> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const pairs = await ctx.services.relationships.pairs(ctx.sql, me, ids);
      const states = ids.map((id) => pairs.get(id) ?? NO_PAIR);
      const map = knownOf(ctx);
      ids.forEach((id, i) => { if (!map.has(id)) map.set(id, states[i]!); });
      return states;
    }, { maxBatchSize: 200 });
    loaders.set(ctx, loader);
  }
  return loader;
}

/**
 * What the member is to the viewing member: at once when the request knows it (a list told it, or it was read),
 * else through the loader (one query for the page). Null when the viewer is not a member.
 */
export function pairOf(ctx: RequestContext, memberId: string): PairState | Promise<PairState> | null {
  const me = ctx.viewer.memberId;
  if (!me) return null;
  return known.get(ctx)?.get(memberId) ?? pairLoader(ctx, me).load(memberId);
}

/**
 * Tells the request what a list already knows about the members on it (a pending interest, a live connection,
 * the shortlist), so their `relationship` and `shortlisted` fields cost no further query and no wait.
 */
export function primePairs(ctx: RequestContext, states: Array<{ memberId: string; state: Partial<PairState> }>): void {
  if (!ctx.viewer.memberId || !states.length) return;
  const map = knownOf(ctx);
  for (const k of states) {
    if (!map.has(k.memberId)) map.set(k.memberId, { ...NO_PAIR, ...k.state }); // the first word stands
  }
}

/**
 * Whether the field being resolved asks its member for `relationship` or `shortlisted` (directly, in an inline
 * fragment or a named one), so the member can be read together with the pair's state. `within`: the path of
 * fields holding the members (a page's `items`, or `items.member`), when they are not the resolved field itself.
 */
export function asksPairFields(info: GraphQLResolveInfo, within?: string): boolean {
  return asksFields(info, PAIR_FIELDS, within);
}

const PAIR_FIELDS: ReadonlySet<string> = new Set(['relationship', 'shortlisted']);

/**
 * Reads what each member of a page is to the viewing member, in one query, before the page's fields resolve: each
 * card's `relationship` and `shortlisted` then resolve at once instead of each waiting for the batch.
 */
export async function readPairs(ctx: RequestContext, memberIds: readonly string[]): Promise<void> {
  const me = ctx.viewer.memberId;
  if (!me || !memberIds.length) return;
  await pairLoader(ctx, me).loadMany(memberIds);
}
