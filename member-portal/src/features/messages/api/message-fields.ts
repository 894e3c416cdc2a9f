import { graphql } from '../../../gql';

/** What a thread shows of one message (its status comes from readAt and the conversation's otherReadUpTo). */
export const MessageFieldsFragment = graphql(`
  fragment MessageFields on Message {
    id
    body
    sentAt
    mine
    readAt
    from {
      id
    }
    to {
      id
    }
  }
`);
