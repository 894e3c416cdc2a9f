import { graphql } from '../../../gql';

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSuccess {
        message
        member {
          id
          fullName
          image
          imageUrl
          thumbnailUrl
          preferredLanguage
        }
      }
      ... on ErrorResult {
        code
        messageContext
      }
      ... on RateLimitedError {
        retryAfterSeconds
      }
    }
  }
`);

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      __typename
      ... on PasswordResetRequested {
        message
      }
      ... on ErrorResult {
        code
        messageContext
      }
      ... on RateLimitedError {
        retryAfterSeconds
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
        }
      }
    }
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      __typename
      ... on PasswordResetSuccess {
        message
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/** Whether the reset link can still be used, asked when the page opens (before any password is typed). */
export const ResetLinkStatusDocument = graphql(`
  query ResetLinkStatus($token: String!) {
    resetLinkStatus(token: $token)
  }
`);
