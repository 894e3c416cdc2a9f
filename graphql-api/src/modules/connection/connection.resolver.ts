import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Mutation, Resolver, createUnionType } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { MemberActionSuccess, memberActionSuccess } from '../../common/connect-results.js';
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
  endConnection(@Arg('memberId', () => ID, { description: 'The connected member.' }) memberId: string, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo) {
    return asResult(async () => {
      const member = await ctx.services.connections.end(ctx.em, ctx.viewer, memberId);
      return memberActionSuccess(ctx, info, ctx.t('messages.connectionEnded'), memberId, member);
    });
  }
}
