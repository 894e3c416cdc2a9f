import { Arg, Ctx, ID, Mutation, Resolver, createUnionType } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { MemberActionSuccess } from '../../common/connect-results.js';
import { NotApprovedError, NotFoundError, RefusedError, asResult } from '../../common/graphql-errors.js';

export const EndConnectionResult = createUnionType({
  name: 'EndConnectionResult',
  description: 'endConnection outcome.',
  types: () => [MemberActionSuccess, NotFoundError, RefusedError, NotApprovedError] as const,
});

/** Connections (docs/product.md, 'Connect'): either member may end one. */
@Resolver()
export class ConnectionResolver {
  @Mutation(() => EndConnectionResult, { description: "Ends the viewer's connection with a member; contact details stop being shared at once." })
  endConnection(@Arg('memberId', () => ID, { description: 'The connected member.' }) memberId: string, @Ctx() ctx: RequestContext) {
    return asResult(async () => {
      await ctx.services.connections.end(ctx.em, ctx.viewer, memberId);
      return Object.assign(new MemberActionSuccess(), { message: ctx.t('messages.connectionEnded'), memberId, member: null });
    });
  }
}
