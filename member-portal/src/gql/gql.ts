/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ExecutivesByLocation($community: String!, $district: String!) {\n    executivesByLocation(community: $community, district: $district) {\n      id\n      fullName\n    }\n  }\n": typeof types.ExecutivesByLocationDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on LoginSuccess {\n        message\n        member {\n          id\n          fullName\n          image\n          imageUrl\n          thumbnailUrl\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      __typename\n      ... on PasswordResetRequested {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      __typename\n      ... on PasswordResetSuccess {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query ResetLinkStatus($token: String!) {\n    resetLinkStatus(token: $token)\n  }\n": typeof types.ResetLinkStatusDocument,
    "\n  fragment ProfileFields on Member {\n    id\n    fullName\n    age\n    dob\n    gender\n    email\n    mobile\n    motherName\n    fatherName\n    fatherMobile\n    community\n    gotra\n    motherGotra\n    qualification\n    profession\n    state\n    district\n    block\n    address\n    image\n    imageUrl\n    thumbnailUrl\n    status\n    executiveName\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query MemberProfile($id: ID!) {\n    member(id: $id) {\n      __typename\n      ... on Member {\n        ...ProfileFields\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": typeof types.MemberProfileDocument,
    "\n  query MyProfile {\n    me {\n      ...ProfileFields\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation UpdateMyProfile($input: UpdateProfileInput!, $photo: Upload) {\n    updateMyProfile(input: $input, photo: $photo) {\n      __typename\n      ... on UpdateProfileSuccess {\n        message\n        member {\n          ...ProfileFields\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  mutation RegisterMember($input: RegisterMemberInput!, $photo: Upload!) {\n    registerMember(input: $input, photo: $photo) {\n      __typename\n      ... on RegisterMemberSuccess {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.RegisterMemberDocument,
    "\n  query SearchMembers($filter: MemberSearchFilter, $page: Int, $limit: Int) {\n    searchMembers(filter: $filter, page: $page, limit: $limit) {\n      __typename\n      ... on MemberSearchPage {\n        page\n        limit\n        hasMore\n        items {\n          id\n          fullName\n          age\n          community\n          district\n          gender\n          qualification\n          profession\n          imageUrl\n          thumbnailUrl\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": typeof types.SearchMembersDocument,
    "\n  query SearchViewer {\n    me {\n      id\n      status\n      executiveName\n    }\n  }\n": typeof types.SearchViewerDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  query ExecutivesByLocation($community: String!, $district: String!) {\n    executivesByLocation(community: $community, district: $district) {\n      id\n      fullName\n    }\n  }\n": types.ExecutivesByLocationDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on LoginSuccess {\n        message\n        member {\n          id\n          fullName\n          image\n          imageUrl\n          thumbnailUrl\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      __typename\n      ... on PasswordResetRequested {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      __typename\n      ... on PasswordResetSuccess {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query ResetLinkStatus($token: String!) {\n    resetLinkStatus(token: $token)\n  }\n": types.ResetLinkStatusDocument,
    "\n  fragment ProfileFields on Member {\n    id\n    fullName\n    age\n    dob\n    gender\n    email\n    mobile\n    motherName\n    fatherName\n    fatherMobile\n    community\n    gotra\n    motherGotra\n    qualification\n    profession\n    state\n    district\n    block\n    address\n    image\n    imageUrl\n    thumbnailUrl\n    status\n    executiveName\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query MemberProfile($id: ID!) {\n    member(id: $id) {\n      __typename\n      ... on Member {\n        ...ProfileFields\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": types.MemberProfileDocument,
    "\n  query MyProfile {\n    me {\n      ...ProfileFields\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation UpdateMyProfile($input: UpdateProfileInput!, $photo: Upload) {\n    updateMyProfile(input: $input, photo: $photo) {\n      __typename\n      ... on UpdateProfileSuccess {\n        message\n        member {\n          ...ProfileFields\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  mutation RegisterMember($input: RegisterMemberInput!, $photo: Upload!) {\n    registerMember(input: $input, photo: $photo) {\n      __typename\n      ... on RegisterMemberSuccess {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.RegisterMemberDocument,
    "\n  query SearchMembers($filter: MemberSearchFilter, $page: Int, $limit: Int) {\n    searchMembers(filter: $filter, page: $page, limit: $limit) {\n      __typename\n      ... on MemberSearchPage {\n        page\n        limit\n        hasMore\n        items {\n          id\n          fullName\n          age\n          community\n          district\n          gender\n          qualification\n          profession\n          imageUrl\n          thumbnailUrl\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": types.SearchMembersDocument,
    "\n  query SearchViewer {\n    me {\n      id\n      status\n      executiveName\n    }\n  }\n": types.SearchViewerDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExecutivesByLocation($community: String!, $district: String!) {\n    executivesByLocation(community: $community, district: $district) {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  query ExecutivesByLocation($community: String!, $district: String!) {\n    executivesByLocation(community: $community, district: $district) {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on LoginSuccess {\n        message\n        member {\n          id\n          fullName\n          image\n          imageUrl\n          thumbnailUrl\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on LoginSuccess {\n        message\n        member {\n          id\n          fullName\n          image\n          imageUrl\n          thumbnailUrl\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      __typename\n      ... on PasswordResetRequested {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      __typename\n      ... on PasswordResetRequested {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      __typename\n      ... on PasswordResetSuccess {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      __typename\n      ... on PasswordResetSuccess {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResetLinkStatus($token: String!) {\n    resetLinkStatus(token: $token)\n  }\n"): (typeof documents)["\n  query ResetLinkStatus($token: String!) {\n    resetLinkStatus(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on Member {\n    id\n    fullName\n    age\n    dob\n    gender\n    email\n    mobile\n    motherName\n    fatherName\n    fatherMobile\n    community\n    gotra\n    motherGotra\n    qualification\n    profession\n    state\n    district\n    block\n    address\n    image\n    imageUrl\n    thumbnailUrl\n    status\n    executiveName\n  }\n"): (typeof documents)["\n  fragment ProfileFields on Member {\n    id\n    fullName\n    age\n    dob\n    gender\n    email\n    mobile\n    motherName\n    fatherName\n    fatherMobile\n    community\n    gotra\n    motherGotra\n    qualification\n    profession\n    state\n    district\n    block\n    address\n    image\n    imageUrl\n    thumbnailUrl\n    status\n    executiveName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberProfile($id: ID!) {\n    member(id: $id) {\n      __typename\n      ... on Member {\n        ...ProfileFields\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberProfile($id: ID!) {\n    member(id: $id) {\n      __typename\n      ... on Member {\n        ...ProfileFields\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile {\n    me {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  query MyProfile {\n    me {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: UpdateProfileInput!, $photo: Upload) {\n    updateMyProfile(input: $input, photo: $photo) {\n      __typename\n      ... on UpdateProfileSuccess {\n        message\n        member {\n          ...ProfileFields\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfile($input: UpdateProfileInput!, $photo: Upload) {\n    updateMyProfile(input: $input, photo: $photo) {\n      __typename\n      ... on UpdateProfileSuccess {\n        message\n        member {\n          ...ProfileFields\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterMember($input: RegisterMemberInput!, $photo: Upload!) {\n    registerMember(input: $input, photo: $photo) {\n      __typename\n      ... on RegisterMemberSuccess {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterMember($input: RegisterMemberInput!, $photo: Upload!) {\n    registerMember(input: $input, photo: $photo) {\n      __typename\n      ... on RegisterMemberSuccess {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchMembers($filter: MemberSearchFilter, $page: Int, $limit: Int) {\n    searchMembers(filter: $filter, page: $page, limit: $limit) {\n      __typename\n      ... on MemberSearchPage {\n        page\n        limit\n        hasMore\n        items {\n          id\n          fullName\n          age\n          community\n          district\n          gender\n          qualification\n          profession\n          imageUrl\n          thumbnailUrl\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchMembers($filter: MemberSearchFilter, $page: Int, $limit: Int) {\n    searchMembers(filter: $filter, page: $page, limit: $limit) {\n      __typename\n      ... on MemberSearchPage {\n        page\n        limit\n        hasMore\n        items {\n          id\n          fullName\n          age\n          community\n          district\n          gender\n          qualification\n          profession\n          imageUrl\n          thumbnailUrl\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchViewer {\n    me {\n      id\n      status\n      executiveName\n    }\n  }\n"): (typeof documents)["\n  query SearchViewer {\n    me {\n      id\n      status\n      executiveName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;