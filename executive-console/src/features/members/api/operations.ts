import { graphql } from '../../../gql';

export const MembersListDocument = graphql(`
  query MembersList($filter: MemberListFilter, $page: Int!, $pageSize: Int!, $sort: MemberSort, $fromEnd: Boolean) {
    members(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, fromEnd: $fromEnd) {
      totalCount
      totalIsEstimate
      page
      pageSize
      items {
        id
        fullName
        email
        state
        district
        status
      }
    }
  }
`);

/** Where the logged-in executive serves: an executive's Users List holds only the members of that place. */
export const ServedPlaceDocument = graphql(`
  query ServedPlace {
    currentExecutive {
      id
      role
      community
      state
      district
    }
  }
`);

export const ApproveMemberDocument = graphql(`
  mutation ApproveMember($id: ID!) {
    approveMember(id: $id) {
      __typename
      ... on MemberModerationSuccess {
        message
        member {
          id
          status
        }
      }
      ... on NotFoundError {
        code
        messageContext}
      ... on RefusedError {
        code
        messageContext}
    }
  }
`);

export const RejectMemberDocument = graphql(`
  mutation RejectMember($id: ID!) {
    rejectMember(id: $id) {
      __typename
      ... on MemberModerationSuccess {
        message
        member {
          id
          status
        }
      }
      ... on NotFoundError {
        code
        messageContext}
      ... on RefusedError {
        code
        messageContext}
    }
  }
`);

export const DeleteMemberDocument = graphql(`
  mutation DeleteMember($id: ID!) {
    deleteMember(id: $id) {
      __typename
      ... on DeleteSuccess {
        id
        message
      }
      ... on NotFoundError {
        code
        messageContext}
      ... on RefusedError {
        code
        messageContext}
    }
  }
`);

export const MemberProfileDocument = graphql(`
  query MemberProfile($id: ID!) {
    member(id: $id) {
      __typename
      ... on Member {
        id
        fullName
        dob
        age
        gender
        email
        mobile
        motherName
        fatherName
        fatherMobile
        community
        gotra
        motherGotra
        qualification
        profession
        state
        district
        block
        address
        imageUrl
        status
        executiveName
        createdAt
      }
      ... on NotFoundError {
        code
        messageContext}
    }
  }
`);
