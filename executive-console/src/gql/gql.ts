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
    "\n  query CurrentExecutive {\n    currentExecutive {\n      id\n      fullName\n      email\n      role\n      isApproved\n      isRejected\n      status\n    }\n  }\n": typeof types.CurrentExecutiveDocument,
    "\n  mutation ExecutiveLogout {\n    executiveLogout\n  }\n": typeof types.ExecutiveLogoutDocument,
    "\n  mutation ExecutiveLogin($input: LoginInput!) {\n    executiveLogin(input: $input) {\n      __typename\n      ... on ExecutiveLoginSuccess {\n        message\n        executive {\n          id\n          fullName\n          email\n          role\n          isApproved\n          isRejected\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on RateLimitedError {\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.ExecutiveLoginDocument,
    "\n  mutation RegisterExecutive($input: RegisterExecutiveInput!) {\n    registerExecutive(input: $input) {\n      __typename\n      ... on RegisterExecutiveSuccess {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.RegisterExecutiveDocument,
    "\n  query ExecutivesList($page: Int!, $pageSize: Int!, $status: ExecutiveStatus) {\n    executives(page: $page, pageSize: $pageSize, status: $status) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        fullName\n        email\n        mobile\n        role\n        status\n      }\n    }\n  }\n": typeof types.ExecutivesListDocument,
    "\n  query ExecutiveDetails($id: ID!) {\n    executive(id: $id) {\n      id\n      fullName\n      email\n      mobile\n      gender\n      community\n      state\n      district\n      block\n      address\n      role\n      status\n    }\n  }\n": typeof types.ExecutiveDetailsDocument,
    "\n  mutation ApproveExecutive($id: ID!, $currentAdminId: ID) {\n    approveExecutive(id: $id, currentAdminId: $currentAdminId) {\n      __typename\n      ... on ExecutiveModerationSuccess {\n        message\n        executive {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ApproveExecutiveDocument,
    "\n  mutation RejectExecutive($id: ID!, $currentAdminId: ID) {\n    rejectExecutive(id: $id, currentAdminId: $currentAdminId) {\n      __typename\n      ... on ExecutiveModerationSuccess {\n        message\n        executive {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RejectExecutiveDocument,
    "\n  mutation DeleteExecutive($id: ID!, $currentAdminId: ID) {\n    deleteExecutive(id: $id, currentAdminId: $currentAdminId) {\n      __typename\n      ... on DeleteSuccess {\n        id\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteExecutiveDocument,
    "\n  query MembersList($filter: MemberListFilter, $page: Int!, $pageSize: Int!, $sort: MemberSort) {\n    members(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        fullName\n        email\n        state\n        district\n        status\n      }\n    }\n  }\n": typeof types.MembersListDocument,
    "\n  mutation ApproveMember($id: ID!) {\n    approveMember(id: $id) {\n      __typename\n      ... on MemberModerationSuccess {\n        message\n        member {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ApproveMemberDocument,
    "\n  mutation RejectMember($id: ID!) {\n    rejectMember(id: $id) {\n      __typename\n      ... on MemberModerationSuccess {\n        message\n        member {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RejectMemberDocument,
    "\n  mutation DeleteMember($id: ID!) {\n    deleteMember(id: $id) {\n      __typename\n      ... on DeleteSuccess {\n        id\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteMemberDocument,
    "\n  query MemberProfile($id: ID!) {\n    member(id: $id) {\n      __typename\n      ... on Member {\n        id\n        fullName\n        dob\n        age\n        gender\n        email\n        mobile\n        motherName\n        fatherName\n        fatherMobile\n        community\n        gotra\n        motherGotra\n        qualification\n        profession\n        state\n        district\n        block\n        address\n        imageUrl\n        status\n        executiveName\n        createdAt\n      }\n      ... on NotFoundError {\n        code\n        message\n      }\n    }\n  }\n": typeof types.MemberProfileDocument,
};
const documents: Documents = {
    "\n  query CurrentExecutive {\n    currentExecutive {\n      id\n      fullName\n      email\n      role\n      isApproved\n      isRejected\n      status\n    }\n  }\n": types.CurrentExecutiveDocument,
    "\n  mutation ExecutiveLogout {\n    executiveLogout\n  }\n": types.ExecutiveLogoutDocument,
    "\n  mutation ExecutiveLogin($input: LoginInput!) {\n    executiveLogin(input: $input) {\n      __typename\n      ... on ExecutiveLoginSuccess {\n        message\n        executive {\n          id\n          fullName\n          email\n          role\n          isApproved\n          isRejected\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on RateLimitedError {\n        retryAfterSeconds\n      }\n    }\n  }\n": types.ExecutiveLoginDocument,
    "\n  mutation RegisterExecutive($input: RegisterExecutiveInput!) {\n    registerExecutive(input: $input) {\n      __typename\n      ... on RegisterExecutiveSuccess {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.RegisterExecutiveDocument,
    "\n  query ExecutivesList($page: Int!, $pageSize: Int!, $status: ExecutiveStatus) {\n    executives(page: $page, pageSize: $pageSize, status: $status) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        fullName\n        email\n        mobile\n        role\n        status\n      }\n    }\n  }\n": types.ExecutivesListDocument,
    "\n  query ExecutiveDetails($id: ID!) {\n    executive(id: $id) {\n      id\n      fullName\n      email\n      mobile\n      gender\n      community\n      state\n      district\n      block\n      address\n      role\n      status\n    }\n  }\n": types.ExecutiveDetailsDocument,
    "\n  mutation ApproveExecutive($id: ID!, $currentAdminId: ID) {\n    approveExecutive(id: $id, currentAdminId: $currentAdminId) {\n      __typename\n      ... on ExecutiveModerationSuccess {\n        message\n        executive {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": types.ApproveExecutiveDocument,
    "\n  mutation RejectExecutive($id: ID!, $currentAdminId: ID) {\n    rejectExecutive(id: $id, currentAdminId: $currentAdminId) {\n      __typename\n      ... on ExecutiveModerationSuccess {\n        message\n        executive {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": types.RejectExecutiveDocument,
    "\n  mutation DeleteExecutive($id: ID!, $currentAdminId: ID) {\n    deleteExecutive(id: $id, currentAdminId: $currentAdminId) {\n      __typename\n      ... on DeleteSuccess {\n        id\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": types.DeleteExecutiveDocument,
    "\n  query MembersList($filter: MemberListFilter, $page: Int!, $pageSize: Int!, $sort: MemberSort) {\n    members(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        fullName\n        email\n        state\n        district\n        status\n      }\n    }\n  }\n": types.MembersListDocument,
    "\n  mutation ApproveMember($id: ID!) {\n    approveMember(id: $id) {\n      __typename\n      ... on MemberModerationSuccess {\n        message\n        member {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": types.ApproveMemberDocument,
    "\n  mutation RejectMember($id: ID!) {\n    rejectMember(id: $id) {\n      __typename\n      ... on MemberModerationSuccess {\n        message\n        member {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": types.RejectMemberDocument,
    "\n  mutation DeleteMember($id: ID!) {\n    deleteMember(id: $id) {\n      __typename\n      ... on DeleteSuccess {\n        id\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n": types.DeleteMemberDocument,
    "\n  query MemberProfile($id: ID!) {\n    member(id: $id) {\n      __typename\n      ... on Member {\n        id\n        fullName\n        dob\n        age\n        gender\n        email\n        mobile\n        motherName\n        fatherName\n        fatherMobile\n        community\n        gotra\n        motherGotra\n        qualification\n        profession\n        state\n        district\n        block\n        address\n        imageUrl\n        status\n        executiveName\n        createdAt\n      }\n      ... on NotFoundError {\n        code\n        message\n      }\n    }\n  }\n": types.MemberProfileDocument,
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
export function graphql(source: "\n  query CurrentExecutive {\n    currentExecutive {\n      id\n      fullName\n      email\n      role\n      isApproved\n      isRejected\n      status\n    }\n  }\n"): (typeof documents)["\n  query CurrentExecutive {\n    currentExecutive {\n      id\n      fullName\n      email\n      role\n      isApproved\n      isRejected\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExecutiveLogout {\n    executiveLogout\n  }\n"): (typeof documents)["\n  mutation ExecutiveLogout {\n    executiveLogout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExecutiveLogin($input: LoginInput!) {\n    executiveLogin(input: $input) {\n      __typename\n      ... on ExecutiveLoginSuccess {\n        message\n        executive {\n          id\n          fullName\n          email\n          role\n          isApproved\n          isRejected\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on RateLimitedError {\n        retryAfterSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExecutiveLogin($input: LoginInput!) {\n    executiveLogin(input: $input) {\n      __typename\n      ... on ExecutiveLoginSuccess {\n        message\n        executive {\n          id\n          fullName\n          email\n          role\n          isApproved\n          isRejected\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on RateLimitedError {\n        retryAfterSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterExecutive($input: RegisterExecutiveInput!) {\n    registerExecutive(input: $input) {\n      __typename\n      ... on RegisterExecutiveSuccess {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterExecutive($input: RegisterExecutiveInput!) {\n    registerExecutive(input: $input) {\n      __typename\n      ... on RegisterExecutiveSuccess {\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExecutivesList($page: Int!, $pageSize: Int!, $status: ExecutiveStatus) {\n    executives(page: $page, pageSize: $pageSize, status: $status) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        fullName\n        email\n        mobile\n        role\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExecutivesList($page: Int!, $pageSize: Int!, $status: ExecutiveStatus) {\n    executives(page: $page, pageSize: $pageSize, status: $status) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        fullName\n        email\n        mobile\n        role\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExecutiveDetails($id: ID!) {\n    executive(id: $id) {\n      id\n      fullName\n      email\n      mobile\n      gender\n      community\n      state\n      district\n      block\n      address\n      role\n      status\n    }\n  }\n"): (typeof documents)["\n  query ExecutiveDetails($id: ID!) {\n    executive(id: $id) {\n      id\n      fullName\n      email\n      mobile\n      gender\n      community\n      state\n      district\n      block\n      address\n      role\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveExecutive($id: ID!, $currentAdminId: ID) {\n    approveExecutive(id: $id, currentAdminId: $currentAdminId) {\n      __typename\n      ... on ExecutiveModerationSuccess {\n        message\n        executive {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveExecutive($id: ID!, $currentAdminId: ID) {\n    approveExecutive(id: $id, currentAdminId: $currentAdminId) {\n      __typename\n      ... on ExecutiveModerationSuccess {\n        message\n        executive {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectExecutive($id: ID!, $currentAdminId: ID) {\n    rejectExecutive(id: $id, currentAdminId: $currentAdminId) {\n      __typename\n      ... on ExecutiveModerationSuccess {\n        message\n        executive {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectExecutive($id: ID!, $currentAdminId: ID) {\n    rejectExecutive(id: $id, currentAdminId: $currentAdminId) {\n      __typename\n      ... on ExecutiveModerationSuccess {\n        message\n        executive {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExecutive($id: ID!, $currentAdminId: ID) {\n    deleteExecutive(id: $id, currentAdminId: $currentAdminId) {\n      __typename\n      ... on DeleteSuccess {\n        id\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteExecutive($id: ID!, $currentAdminId: ID) {\n    deleteExecutive(id: $id, currentAdminId: $currentAdminId) {\n      __typename\n      ... on DeleteSuccess {\n        id\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembersList($filter: MemberListFilter, $page: Int!, $pageSize: Int!, $sort: MemberSort) {\n    members(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        fullName\n        email\n        state\n        district\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query MembersList($filter: MemberListFilter, $page: Int!, $pageSize: Int!, $sort: MemberSort) {\n    members(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        fullName\n        email\n        state\n        district\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveMember($id: ID!) {\n    approveMember(id: $id) {\n      __typename\n      ... on MemberModerationSuccess {\n        message\n        member {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveMember($id: ID!) {\n    approveMember(id: $id) {\n      __typename\n      ... on MemberModerationSuccess {\n        message\n        member {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectMember($id: ID!) {\n    rejectMember(id: $id) {\n      __typename\n      ... on MemberModerationSuccess {\n        message\n        member {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectMember($id: ID!) {\n    rejectMember(id: $id) {\n      __typename\n      ... on MemberModerationSuccess {\n        message\n        member {\n          id\n          status\n        }\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMember($id: ID!) {\n    deleteMember(id: $id) {\n      __typename\n      ... on DeleteSuccess {\n        id\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMember($id: ID!) {\n    deleteMember(id: $id) {\n      __typename\n      ... on DeleteSuccess {\n        id\n        message\n      }\n      ... on ErrorResult {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberProfile($id: ID!) {\n    member(id: $id) {\n      __typename\n      ... on Member {\n        id\n        fullName\n        dob\n        age\n        gender\n        email\n        mobile\n        motherName\n        fatherName\n        fatherMobile\n        community\n        gotra\n        motherGotra\n        qualification\n        profession\n        state\n        district\n        block\n        address\n        imageUrl\n        status\n        executiveName\n        createdAt\n      }\n      ... on NotFoundError {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberProfile($id: ID!) {\n    member(id: $id) {\n      __typename\n      ... on Member {\n        id\n        fullName\n        dob\n        age\n        gender\n        email\n        mobile\n        motherName\n        fatherName\n        fatherMobile\n        community\n        gotra\n        motherGotra\n        qualification\n        profession\n        state\n        district\n        block\n        address\n        imageUrl\n        status\n        executiveName\n        createdAt\n      }\n      ... on NotFoundError {\n        code\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;