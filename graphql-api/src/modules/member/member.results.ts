import { Field, ID, ObjectType, createUnionType } from 'type-graphql';
import {
  InvalidCredentialsError,
  NotApprovedError,
  NotFoundError,
  RateLimitedError,
  RefusedError,
  ValidationError,
} from '../../common/graphql-errors.js';
import { MemberSearchPage, MemberType } from './member.types.js';

@ObjectType({ description: 'Logged in; the session cookie is set (or token returned when asked for).' })
export class LoginSuccess {
  @Field(() => MemberType, { description: 'The logged-in member.' }) member!: MemberType;
  @Field({ description: 'Confirmation text.' }) message!: string;
  @Field(() => String, { nullable: true, description: 'Session token for Authorization: Bearer; only when LoginInput.returnToken was true.' })
  token!: string | null;
}

@ObjectType({ description: 'Registered; the profile awaits an executive\'s approval.' })
export class RegisterMemberSuccess {
  @Field({ description: 'Confirmation text.' }) message!: string;
  @Field(() => ID, { description: 'The new member id.' }) id!: string;
}

@ObjectType({ description: "The member's profile was saved." })
export class UpdateProfileSuccess {
  @Field({ description: "'Profile updated successfully'." }) message!: string;
  @Field(() => MemberType, { description: 'The saved profile.' }) member!: MemberType;
}

@ObjectType({ description: 'The member was approved or rejected.' })
export class MemberModerationSuccess {
  @Field({ description: 'Confirmation text.' }) message!: string;
  @Field(() => MemberType, { description: 'The member after the change.' }) member!: MemberType;
}

@ObjectType({ description: 'The record was deleted.' })
export class DeleteSuccess {
  @Field({ description: 'Confirmation text.' }) message!: string;
  @Field(() => ID, { description: 'Id of the deleted record.' }) id!: string;
}

@ObjectType({ description: "Answer to a forgot-password request: always 'Reset link sent to your email.'" })
export class PasswordResetRequested {
  @Field({ description: 'Confirmation text.' }) message!: string;
}

@ObjectType({ description: 'The password was changed and every session of the member ended.' })
export class PasswordResetSuccess {
  @Field({ description: 'Confirmation text.' }) message!: string;
}

export const LoginResult = createUnionType({
  name: 'LoginResult',
  description: 'Member login outcome.',
  types: () => [LoginSuccess, InvalidCredentialsError, RateLimitedError, ValidationError] as const,
});

export const RegisterMemberResult = createUnionType({
  name: 'RegisterMemberResult',
  description: 'Member registration outcome.',
  types: () => [RegisterMemberSuccess, ValidationError] as const,
});

export const UpdateProfileResult = createUnionType({
  name: 'UpdateProfileResult',
  description: 'Edit-profile outcome.',
  types: () => [UpdateProfileSuccess, ValidationError, NotFoundError, NotApprovedError] as const,
});

export const MemberResult = createUnionType({
  name: 'MemberResult',
  description: "A member's profile, or 'User not found'.",
  types: () => [MemberType, NotFoundError] as const,
  // A profile is answered as its plain view (no MemberType instance made per request to tell it apart).
  resolveType: (value) => (value instanceof NotFoundError ? NotFoundError : MemberType),
});

export const SearchMembersResult = createUnionType({
  name: 'SearchMembersResult',
  description: 'Search results, or why the member may not search yet.',
  types: () => [MemberSearchPage, NotApprovedError] as const,
});

export const MemberModerationResult = createUnionType({
  name: 'MemberModerationResult',
  description: 'Approve or reject outcome.',
  types: () => [MemberModerationSuccess, NotFoundError, RefusedError] as const,
});

export const DeleteResult = createUnionType({
  name: 'DeleteResult',
  description: 'Delete outcome.',
  types: () => [DeleteSuccess, NotFoundError, RefusedError] as const,
});

export const PasswordResetRequestResult = createUnionType({
  name: 'PasswordResetRequestResult',
  description: 'Forgot-password outcome.',
  types: () => [PasswordResetRequested, ValidationError, RateLimitedError] as const,
});

export const ResetPasswordResult = createUnionType({
  name: 'ResetPasswordResult',
  description: 'Reset-password outcome.',
  types: () => [PasswordResetSuccess, ValidationError] as const,
});
