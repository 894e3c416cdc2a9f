import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { MemberType } from '../member/member.types.js';
import { pairOf } from './relationship.loader.js';
import { relationshipOf } from './relationship.service.js';
import { MemberRelationship } from './relationship.types.js';

/** Member fields that depend on the viewing member: their relationship and the viewer's shortlist. */
@Resolver(() => MemberType)
export class RelationshipResolver {
  // Not async: a member whose pair the request knows resolves at once, so a list of them completes without a
  // promise per row (graphql-js then builds the page synchronously).
  @FieldResolver(() => MemberRelationship, { description: 'What this member is to the viewing member (NONE for anyone else).' })
  relationship(@Root() member: MemberType, @Ctx() ctx: RequestContext): MemberRelationship | Promise<MemberRelationship> {
    if (member.id === ctx.viewer.memberId) return MemberRelationship.NONE;
    const pair = pairOf(ctx, member.id);
    if (!pair) return MemberRelationship.NONE;
    return pair instanceof Promise ? pair.then((p) => relationshipOf(p) as MemberRelationship) : (relationshipOf(pair) as MemberRelationship);
  }

  @FieldResolver(() => Boolean, { nullable: true, description: "Whether this member is on the viewing member's shortlist; null when the viewer is not a member." })
  shortlisted(@Root() member: MemberType, @Ctx() ctx: RequestContext): boolean | null | Promise<boolean> {
    if (!ctx.viewer.memberId) return null;
    if (member.id === ctx.viewer.memberId) return false;
    const pair = pairOf(ctx, member.id)!;
    return pair instanceof Promise ? pair.then((p) => p.shortlisted) : pair.shortlisted;
  }
}
