import { graphql } from '../../../gql';

export const RegisterMemberDocument = graphql(`
  mutation RegisterMember($input: RegisterMemberInput!, $photo: Upload!) {
    registerMember(input: $input, photo: $photo) {
      __typename
      ... on RegisterMemberSuccess {
        message
      }
      ... on ErrorResult {
        code
        messageContext
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
    }
  }
`);
