import { Field, ID, ObjectType } from 'type-graphql';
import { MemberType } from '../modules/member/member.types.js';

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
