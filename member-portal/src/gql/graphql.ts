/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Why an expected failure happened. Each result union lists the error types it can return. The texts are in docs/error-codes.md. */
export type ErrorCode =
  /** The member is suspended and cannot use member features until an executive lifts it. */
  | 'ACCOUNT_SUSPENDED'
  /** currentAdminId names someone other than the logged-in administrator. */
  | 'ADMIN_MISMATCH'
  /** The two members are already connected. */
  | 'ALREADY_CONNECTED'
  /** Your earlier report of this member is still being looked at. */
  | 'ALREADY_REPORTED'
  /** An interest of yours to this member is still pending. */
  | 'ALREADY_SENT'
  /** The member's profile awaits an executive's approval. */
  | 'AWAITING_APPROVAL'
  /** A member cannot do this to their own profile (interest, shortlist, block, report). */
  | 'CANNOT_TARGET_SELF'
  /** An account of this kind already uses the email. */
  | 'EMAIL_TAKEN'
  /** This member declined your interest less than 90 days ago. */
  | 'INTEREST_COOLDOWN'
  /** The daily or weekly number of new interests is reached; retryAfterSeconds says when one is free. */
  | 'INTEREST_LIMIT'
  /** Wrong email or password. */
  | 'INVALID_CREDENTIALS'
  /** The photo is not a readable JPEG, PNG or WebP within the limits. */
  | 'INVALID_PHOTO'
  /** The reset link is unknown, used or expired. */
  | 'INVALID_TOKEN'
  /** The record is not in a state that allows this action. */
  | 'INVALID_TRANSITION'
  /** The executive account is not approved yet. */
  | 'NOT_APPROVED'
  /** The two members are not connected. */
  | 'NOT_CONNECTED'
  /** No such record visible to you. */
  | 'NOT_FOUND'
  /** The member belongs to another community or district than the executive's. */
  | 'NOT_YOUR_MEMBER'
  /** The photo is larger than 5 MB. */
  | 'PHOTO_TOO_LARGE'
  /** The member's profile was rejected. */
  | 'PROFILE_REJECTED'
  /** Too many attempts; retry later. */
  | 'RATE_LIMITED'
  /** An interest can be reminded at most twice. */
  | 'REMINDER_LIMIT'
  /** Reminders must be at least 7 days apart. */
  | 'REMINDER_TOO_SOON'
  /** An administrator cannot act on their own account. */
  | 'SELF_ACTION'
  /** An input rule failed; fieldErrors says which. */
  | 'VALIDATION_FAILED';

/** E-mail and password. */
export type LoginInput = {
  /** E-mail address. */
  email: string;
  /** Password. */
  password: string;
  /** Integrators: return the session token in the answer (for Authorization: Bearer) instead of setting a cookie. */
  returnToken?: boolean;
};

/** Member search filters; at least one should be set for an explicit search. */
export type MemberSearchFilter = {
  /** Exact district (City/District). */
  district?: string | null | undefined;
  /** Part of the full name. */
  fullName?: string | null | undefined;
  /** Male, Female or Other; empty for all genders. */
  gender?: string | null | undefined;
  /** Exact profession. */
  profession?: string | null | undefined;
  /** Exact qualification. */
  qualification?: string | null | undefined;
};

/** Moderation state of a member: shown as 'Approved', 'Rejected', 'Not Approved', 'Suspended' (after a report; invisible to members until an executive lifts it). */
export type MemberStatus =
  | 'APPROVED'
  | 'NOT_APPROVED'
  | 'REJECTED'
  | 'SUSPENDED';

/** Member registration. Every field is required; the photo comes as a separate Upload. */
export type RegisterMemberInput = {
  /** Postal address: letters, digits, spaces, comma, period, hyphen. */
  address: string;
  /** Tehsil or city. */
  block: string;
  /** One of the reference communities. */
  community: string;
  /** A district of that state. */
  district: string;
  /** Date of birth, YYYY-MM-DD; at least 18 years ago. */
  dob: string;
  /** E-mail address (unique among members). */
  email: string;
  /** An approved executive serving this community and district (executivesByLocation). */
  executiveId: string | number;
  /** Father's mobile: 10 digits starting 6 to 9 (may be empty on edit). */
  fatherMobile?: string;
  /** Father's name: letters and spaces. */
  fatherName: string;
  /** Full name: letters and spaces. */
  fullName: string;
  /** Male, Female or Other. */
  gender: string;
  /** Gotra: letters and spaces (may be empty on edit). */
  gotra?: string;
  /** 10 digits starting 6 to 9. */
  mobile: string;
  /** Mother's gotra: letters and spaces (may be empty on edit). */
  motherGotra?: string;
  /** Mother's name: letters and spaces. */
  motherName: string;
  /** At least 6 characters. */
  password: string;
  /** One of the reference professions. */
  profession: string;
  /** One of the reference qualifications. */
  qualification: string;
  /** One of the reference states. */
  state: string;
};

/** Whether a reset link can still set a password. */
export type ResetLinkStatus =
  /** Unknown, already used (or voided by another reset or an e-mail change) or expired. */
  | 'INVALID'
  /** Unused and not expired: the page may ask for the new password. */
  | 'VALID';

/** A member's own profile fields (edit profile). Values are trimmed; rules are in docs/product.md. */
export type UpdateProfileInput = {
  /** Postal address: letters, digits, spaces, comma, period, hyphen. */
  address: string;
  /** Tehsil or city. */
  block: string;
  /** One of the reference communities. */
  community: string;
  /** A district of that state. */
  district: string;
  /** Date of birth, YYYY-MM-DD; at least 18 years ago. */
  dob: string;
  /** E-mail address (unique among members). */
  email: string;
  /** Required when community, state or district changes: an approved executive serving the new place (executivesByLocation), who reviews the member again (status becomes NOT_APPROVED). Ignored otherwise. */
  executiveId?: string | number | null | undefined;
  /** Father's mobile: 10 digits starting 6 to 9 (may be empty on edit). */
  fatherMobile?: string;
  /** Father's name: letters and spaces. */
  fatherName: string;
  /** Full name: letters and spaces. */
  fullName: string;
  /** Male, Female or Other. */
  gender: string;
  /** Gotra: letters and spaces (may be empty on edit). */
  gotra?: string;
  /** 10 digits starting 6 to 9. */
  mobile: string;
  /** Mother's gotra: letters and spaces (may be empty on edit). */
  motherGotra?: string;
  /** Mother's name: letters and spaces. */
  motherName: string;
  /** One of the reference professions. */
  profession: string;
  /** One of the reference qualifications. */
  qualification: string;
  /** One of the reference states. */
  state: string;
};

export type ExecutivesByLocationQueryVariables = Exact<{
  community: string;
  district: string;
}>;


export type ExecutivesByLocationQuery = { executivesByLocation: Array<{ id: string, fullName: string }> };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login:
    | { __typename: 'InvalidCredentialsError', code: ErrorCode, message: string }
    | { __typename: 'LoginSuccess', message: string, member: { id: string, fullName: string, image: string | null, imageUrl: string | null, thumbnailUrl: string | null } }
    | { __typename: 'RateLimitedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset:
    | { __typename: 'PasswordResetRequested', message: string }
    | { __typename: 'RateLimitedError', code: ErrorCode, message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword:
    | { __typename: 'PasswordResetSuccess', message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string }
   };

export type ResetLinkStatusQueryVariables = Exact<{
  token: string;
}>;


export type ResetLinkStatusQuery = { resetLinkStatus: ResetLinkStatus };

export type ProfileFieldsFragment = { id: string, fullName: string, age: number | null, dob: string | null, gender: string, email: string | null, mobile: string | null, motherName: string | null, fatherName: string | null, fatherMobile: string | null, community: string, gotra: string | null, motherGotra: string | null, qualification: string, profession: string, state: string, district: string, block: string | null, address: string | null, image: string | null, imageUrl: string | null, thumbnailUrl: string | null, status: MemberStatus, executiveName: string | null };

export type MemberProfileQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberProfileQuery = { member:
    | { __typename: 'Member', id: string, fullName: string, age: number | null, dob: string | null, gender: string, email: string | null, mobile: string | null, motherName: string | null, fatherName: string | null, fatherMobile: string | null, community: string, gotra: string | null, motherGotra: string | null, qualification: string, profession: string, state: string, district: string, block: string | null, address: string | null, image: string | null, imageUrl: string | null, thumbnailUrl: string | null, status: MemberStatus, executiveName: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { me: { id: string, fullName: string, age: number | null, dob: string | null, gender: string, email: string | null, mobile: string | null, motherName: string | null, fatherName: string | null, fatherMobile: string | null, community: string, gotra: string | null, motherGotra: string | null, qualification: string, profession: string, state: string, district: string, block: string | null, address: string | null, image: string | null, imageUrl: string | null, thumbnailUrl: string | null, status: MemberStatus, executiveName: string | null } | null };

export type UpdateMyProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
  photo?: File | null | undefined;
}>;


export type UpdateMyProfileMutation = { updateMyProfile:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'UpdateProfileSuccess', message: string, member: { id: string, fullName: string, age: number | null, dob: string | null, gender: string, email: string | null, mobile: string | null, motherName: string | null, fatherName: string | null, fatherMobile: string | null, community: string, gotra: string | null, motherGotra: string | null, qualification: string, profession: string, state: string, district: string, block: string | null, address: string | null, image: string | null, imageUrl: string | null, thumbnailUrl: string | null, status: MemberStatus, executiveName: string | null } }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
   };

export type RegisterMemberMutationVariables = Exact<{
  input: RegisterMemberInput;
  photo: File;
}>;


export type RegisterMemberMutation = { registerMember:
    | { __typename: 'RegisterMemberSuccess', message: string }
    | { __typename: 'ValidationError', code: ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
   };

export type SearchMembersQueryVariables = Exact<{
  filter?: MemberSearchFilter | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type SearchMembersQuery = { searchMembers:
    | { __typename: 'MemberSearchPage', page: number, limit: number, hasMore: boolean, items: Array<{ id: string, fullName: string, age: number | null, community: string, district: string, gender: string, qualification: string, profession: string, imageUrl: string | null, thumbnailUrl: string | null }> }
    | { __typename: 'NotApprovedError', code: ErrorCode, message: string }
   };

export type SearchViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchViewerQuery = { me: { id: string, status: MemberStatus, executiveName: string | null } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export const ProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherMobile"}},{"kind":"Field","name":{"kind":"Name","value":"community"}},{"kind":"Field","name":{"kind":"Name","value":"gotra"}},{"kind":"Field","name":{"kind":"Name","value":"motherGotra"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"executiveName"}}]}}]} as unknown as DocumentNode<ProfileFieldsFragment, unknown>;
export const ExecutivesByLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExecutivesByLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"community"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"district"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executivesByLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"community"},"value":{"kind":"Variable","name":{"kind":"Name","value":"community"}}},{"kind":"Argument","name":{"kind":"Name","value":"district"},"value":{"kind":"Variable","name":{"kind":"Name","value":"district"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<ExecutivesByLocationQuery, ExecutivesByLocationQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequested"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ResetLinkStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResetLinkStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetLinkStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ResetLinkStatusQuery, ResetLinkStatusQueryVariables>;
export const MemberProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherMobile"}},{"kind":"Field","name":{"kind":"Name","value":"community"}},{"kind":"Field","name":{"kind":"Name","value":"gotra"}},{"kind":"Field","name":{"kind":"Name","value":"motherGotra"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"executiveName"}}]}}]} as unknown as DocumentNode<MemberProfileQuery, MemberProfileQueryVariables>;
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherMobile"}},{"kind":"Field","name":{"kind":"Name","value":"community"}},{"kind":"Field","name":{"kind":"Name","value":"gotra"}},{"kind":"Field","name":{"kind":"Name","value":"motherGotra"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"executiveName"}}]}}]} as unknown as DocumentNode<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"photo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherMobile"}},{"kind":"Field","name":{"kind":"Name","value":"community"}},{"kind":"Field","name":{"kind":"Name","value":"gotra"}},{"kind":"Field","name":{"kind":"Name","value":"motherGotra"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"executiveName"}}]}}]} as unknown as DocumentNode<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const RegisterMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterMemberInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"photo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterMemberSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMemberMutation, RegisterMemberMutationVariables>;
export const SearchMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSearchFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSearchPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"community"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SearchMembersQuery, SearchMembersQueryVariables>;
export const SearchViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"executiveName"}}]}}]}}]} as unknown as DocumentNode<SearchViewerQuery, SearchViewerQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;