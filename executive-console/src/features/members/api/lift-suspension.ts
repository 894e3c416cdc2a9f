import { graphql } from '../../../gql';

export const LiftSuspensionDocument = graphql(`
  mutation LiftSuspension($memberId: ID!) {
    liftSuspension(memberId: $memberId) {
      __typename
      ... on MemberModerationSuccess {
        message
        member {
          id
          status
        }
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);
