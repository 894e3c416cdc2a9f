import { graphql } from '../../../gql';

export const ExecutiveLoginDocument = graphql(`
  mutation ExecutiveLogin($input: LoginInput!) {
    executiveLogin(input: $input) {
      __typename
      ... on ExecutiveLoginSuccess {
        message
        executive {
          id
          fullName
          email
          role
          isApproved
          isRejected
          status
        }
      }
      ... on ErrorResult {
        code
        message
      }
      ... on RateLimitedError {
        retryAfterSeconds
      }
    }
  }
`);

export const RegisterExecutiveDocument = graphql(`
  mutation RegisterExecutive($input: RegisterExecutiveInput!) {
    registerExecutive(input: $input) {
      __typename
      ... on RegisterExecutiveSuccess {
        message
      }
      ... on ErrorResult {
        code
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);
