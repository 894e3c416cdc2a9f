import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { MemberType } from '../member/member.types.js';
import type { MemberView } from '../member/member.view.js';
import { pairOf } from './relationship.loader.js';
import { relationshipOf } from './relationship.service.js';
import { MemberRelationship } from './relationship.types.js';

/**
 * The member these fields are resolved on, as a type rather than the MemberType class: type-graphql copies a root
 * typed with a class into a new instance of it on every call (a list of 20 interests made 20 copies of every
 * member for `relationship` alone); a root typed with a plain type is passed as it is.
 */
type MemberRoot = Pick<MemberView, 'id'>;

/** Member fields that depend on the viewing member: their relationship and the viewer's shortlist. */
@Resolver(() => MemberType)
export class RelationshipResolver {
  // Not async: a member whose pair the request knows resolves at once, so a list of them completes without a
  // promise per row (graphql-js then builds the page synchronously).
  @FieldResolver(() => MemberRelationship, { description: 'What this member is to the viewing member (NONE for anyone else).' })
  relationship(@Root() member: MemberRoot, @Ctx() ctx: RequestContext): MemberRelationship | Promise<MemberRelationship> {
    if (member.id === ctx.viewer.memberId) return MemberRelationship.NONE;
    const pair = pairOf(ctx, member.id);
    if (!pair) return MemberRelationship.NONE;
    return pair instanceof Promise ? pair.then((p) => relationshipOf(p) as MemberRelationship) : (relationshipOf(pair) as MemberRelationship);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: "When the viewing member may send this member an interest again, after this member declined the viewer's last one (90 days later); null when no decline holds the viewer back.",
  })
  interestAllowedFrom(@Root() member: MemberRoot, @Ctx() ctx: RequestContext): Date | null | Promise<Date | null> {
    if (!ctx.viewer.memberId || member.id === ctx.viewer.memberId) return null;
    const pair = pairOf(ctx, member.id);
    if (!pair) return null;
    return pair instanceof Promise ? pair.then((p) => p.interestAllowedFrom) : pair.interestAllowedFrom;
  }

  @FieldResolver(() => Boolean, { nullable: true, description: "Whether this member is on the viewing member's shortlist; null when the viewer is not a member." })
  shortlisted(@Root() member: MemberRoot, @Ctx() ctx: RequestContext): boolean | null | Promise<boolean> {
    if (!ctx.viewer.memberId) return null;
    if (member.id === ctx.viewer.memberId) return false;
    const pair = pairOf(ctx, member.id)!;
    return pair instanceof Promise ? pair.then((p) => p.shortlisted) : pair.shortlisted;
  }
}
