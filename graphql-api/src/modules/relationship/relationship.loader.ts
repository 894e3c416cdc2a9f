import DataLoader from 'dataloader';
import type { RequestContext } from '../../app/context.js';
import { NO_PAIR, type PairState } from './relationship.service.js';

const loaders = new WeakMap<RequestContext, DataLoader<string, PairState>>();

/**
 * What each member on a page is to the viewing member, read once per request for the whole page (one query
 * for a page of 100 search results, not 100).
 */
export function pairLoader(ctx: RequestContext): DataLoader<string, PairState> | null {
  const me = ctx.viewer.member;
  if (!me) return null;
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const pairs = await ctx.services.relationships.pairs(ctx.em, me.id, ids);
      return ids.map((id) => pairs.get(id) ?? NO_PAIR);
    }, { maxBatchSize: 200 });
    loaders.set(ctx, loader);
  }
  return loader;
}

/**
 * Tells the request's loader what a list already knows about the members on it (a pending interest, a live
 * connection, the shortlist), so their `relationship` and `shortlisted` fields cost no further query.
 */
export function primePairs(ctx: RequestContext, known: Array<{ memberId: string; state: Partial<PairState> }>): void {
  const loader = pairLoader(ctx);
  if (!loader) return;
  for (const k of known) loader.prime(k.memberId, { ...NO_PAIR, ...k.state });
}
