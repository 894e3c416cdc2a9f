import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { MemberType } from '../member/member.types.js';
import type { MemberView } from '../member/member.view.js';
import { pairOf } from './relationship.loader.js';
import { relationshipOf, type PairState } from './relationship.service.js';
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
    return fromPair(ctx, member.id, (p) => relationshipOf(p) as MemberRelationship, MemberRelationship.NONE);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: "When the viewing member may send this member an interest again, after this member declined the viewer's last one (90 days later); null when no decline holds the viewer back.",
  })
  interestAllowedFrom(@Root() member: MemberRoot, @Ctx() ctx: RequestContext): Date | null | Promise<Date | null> {
    if (!ctx.viewer.memberId || member.id === ctx.viewer.memberId) return null;
    return fromPair(ctx, member.id, (p) => p.interestAllowedFrom, null);
  }

  @FieldResolver(() => Boolean, { nullable: true, description: "Whether this member is on the viewing member's shortlist; null when the viewer is not a member." })
  shortlisted(@Root() member: MemberRoot, @Ctx() ctx: RequestContext): boolean | null | Promise<boolean> {
    if (!ctx.viewer.memberId) return null;
    if (member.id === ctx.viewer.memberId) return false;
    return fromPair(ctx, member.id, (p) => p.shortlisted, false);
  }
}

/**
 * A field read from the pair's state: at once when the request already knows the pair, else when it is read;
 * `none` when there is no pair to read (the viewer is not a member).
 */
function fromPair<T>(ctx: RequestContext, memberId: string, read: (pair: PairState) => T, none: T): T | Promise<T> {
  const pair = pairOf(ctx, memberId);
  if (!pair) return none;
  return pair instanceof Promise ? pair.then(read) : read(pair);
}
