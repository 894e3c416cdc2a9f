import { Field, ObjectType, createUnionType } from 'type-graphql';
import { NotApprovedError, NotFoundError, RateLimitedError, RefusedError, ValidationError } from '../../common/graphql-errors.js';
import { InterestType } from './interest.types.js';

@ObjectType({ description: 'The interest was sent, answered, withdrawn or reminded.' })
export class InterestActionSuccess {
  @Field({ description: 'Confirmation text to show.' })
  message!: string;

  @Field(() => InterestType, { description: 'The interest after the action.' })
  interest!: InterestType;

  @Field({ description: 'Whether the two members are now connected (an accept, or a send that accepted their pending interest).' })
  connected!: boolean;
}

export const SendInterestResult = createUnionType({
  name: 'SendInterestResult',
  description: 'sendInterest outcome: sent (or, when they had sent one, connected), or why not.',
  types: () => [InterestActionSuccess, NotFoundError, RefusedError, RateLimitedError, NotApprovedError, ValidationError] as const,
});

export const RespondToInterestResult = createUnionType({
  name: 'RespondToInterestResult',
  description: 'respondToInterest outcome.',
  types: () => [InterestActionSuccess, NotFoundError, RefusedError, NotApprovedError] as const,
});

export const WithdrawInterestResult = createUnionType({
  name: 'WithdrawInterestResult',
  description: 'withdrawInterest outcome.',
  types: () => [InterestActionSuccess, NotFoundError, RefusedError, NotApprovedError] as const,
});

export const RemindInterestResult = createUnionType({
  name: 'RemindInterestResult',
  description: 'remindInterest outcome (at most two reminders, at least 7 days apart).',
  types: () => [InterestActionSuccess, NotFoundError, RefusedError, NotApprovedError] as const,
});
