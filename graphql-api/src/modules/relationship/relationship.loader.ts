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
