import type { GraphQLResolveInfo } from 'graphql';
import { Field, ID, ObjectType } from 'type-graphql';
import type { RequestContext } from '../app/context.js';
import { contactRelationships } from '../modules/contact-sharing/contact-shown.js';
import type { MemberRecord } from '../modules/member/member.record.js';
import { MemberType } from '../modules/member/member.types.js';
import { otherMember } from '../modules/relationship/member-views.js';

/** Success of an action on another member (end connection, shortlist, block...). */
@ObjectType({ description: 'The action on another member was done.' })
export class MemberActionSuccess {
  @Field({ description: 'Confirmation text to show.' })
  message!: string;

  @Field(() => ID, { description: 'The other member.' })
  memberId!: string;

  @Field(() => MemberType, { nullable: true, description: 'The other member as the viewer now sees them; null when they may not see them any more (block).' })
  member!: MemberType | null;
}

/**
 * The answer to an action on another member: the member as the viewer now sees them (a connection's shared contact
 * details when the answer asks for them), or null when the viewer may not see them (`member` null).
 */
export async function memberActionSuccess(
  ctx: RequestContext, info: GraphQLResolveInfo, message: string, memberId: string, member: MemberRecord | null,
): Promise<MemberActionSuccess> {
  const relationships = member ? await contactRelationships(ctx, info, 'member', [member.id]) : null;
  return Object.assign(new MemberActionSuccess(), {
    message, memberId, member: member ? otherMember(member, ctx.viewer, relationships?.get(member.id)) : null,
  });
}
