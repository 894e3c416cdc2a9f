import { graphql } from '../../../gql';

export const ExecutivesListDocument = graphql(`
  query ExecutivesList($page: Int!, $pageSize: Int!, $status: ExecutiveStatus) {
    executives(page: $page, pageSize: $pageSize, status: $status) {
      totalCount
      page
      pageSize
      items {
        id
        fullName
        email
        mobile
        role
        status
      }
    }
  }
`);

export const ExecutiveDetailsDocument = graphql(`
  query ExecutiveDetails($id: ID!) {
    executive(id: $id) {
      id
      fullName
      email
      mobile
      gender
      community
      state
      district
      block
      address
      role
      status
    }
  }
`);

export const ApproveExecutiveDocument = graphql(`
  mutation ApproveExecutive($id: ID!, $currentAdminId: ID) {
    approveExecutive(id: $id, currentAdminId: $currentAdminId) {
      __typename
      ... on ExecutiveModerationSuccess {
        message
        executive {
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

export const RejectExecutiveDocument = graphql(`
  mutation RejectExecutive($id: ID!, $currentAdminId: ID) {
    rejectExecutive(id: $id, currentAdminId: $currentAdminId) {
      __typename
      ... on ExecutiveModerationSuccess {
        message
        executive {
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

export const DeleteExecutiveDocument = graphql(`
  mutation DeleteExecutive($id: ID!, $currentAdminId: ID) {
    deleteExecutive(id: $id, currentAdminId: $currentAdminId) {
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
