import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../app/context.js';
import { MemberType } from '../member/member.types.js';
import { pairLoader } from './relationship.loader.js';
import { relationshipOf } from './relationship.service.js';
import { MemberRelationship } from './relationship.types.js';

/** Member fields that depend on the viewing member: their relationship and the viewer's shortlist. */
@Resolver(() => MemberType)
export class RelationshipResolver {
  @FieldResolver(() => MemberRelationship, { description: 'What this member is to the viewing member (NONE for anyone else).' })
  async relationship(@Root() member: MemberType, @Ctx() ctx: RequestContext): Promise<MemberRelationship> {
    const loader = pairLoader(ctx);
    if (!loader || member.id === ctx.viewer.member?.id) return MemberRelationship.NONE;
    return relationshipOf(await loader.load(member.id)) as MemberRelationship;
  }

  @FieldResolver(() => Boolean, { nullable: true, description: "Whether this member is on the viewing member's shortlist; null when the viewer is not a member." })
  async shortlisted(@Root() member: MemberType, @Ctx() ctx: RequestContext): Promise<boolean | null> {
    const loader = pairLoader(ctx);
    if (!loader) return null;
    if (member.id === ctx.viewer.member?.id) return false;
    return (await loader.load(member.id)).shortlisted;
  }
}
