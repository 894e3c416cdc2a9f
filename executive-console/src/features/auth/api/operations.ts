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
          preferredLanguage
        }
      }
      # Concrete types, not the ErrorResult interface: the cache then needs no possibleTypes to keep them.
      ... on InvalidCredentialsError {
        code
        messageContext}
      ... on NotApprovedError {
        code
        messageContext}
      ... on RateLimitedError {
        code
        messageContext
        retryAfterSeconds
      }
      ... on ValidationError {
        code
        messageContext}
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
      ... on ValidationError {
        code
        messageContext
        fieldErrors {
          field
          code
          message
        }
      }
    }
  }
`);

export const ExecutiveForgotPasswordDocument = graphql(`
  mutation ExecutiveForgotPassword($email: String!) {
    executiveForgotPassword(email: $email) {
      __typename
      ... on PasswordResetRequested {
        message
      }
      ... on RateLimitedError {
        code
        messageContext
        retryAfterSeconds
      }
      ... on ValidationError {
        code
        messageContext}
    }
  }
`);

/** Whether the reset link can still be used, asked when the page opens (before any password is typed). */
export const ResetLinkStatusDocument = graphql(`
  query ResetLinkStatus($token: String!) {
    resetLinkStatus(token: $token)
  }
`);

export const ExecutiveResetPasswordDocument = graphql(`
  mutation ExecutiveResetPassword($token: String!, $password: String!) {
    executiveResetPassword(token: $token, password: $password) {
      __typename
      ... on PasswordResetSuccess {
        message
      }
      ... on ValidationError {
        code
        messageContext}
    }
  }
`);
