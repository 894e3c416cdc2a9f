import { graphql } from '../../../gql';

export const MessageReceivedDocument = graphql(`
  subscription MessageReceived {
    messageReceived {
      ...MessageFields
    }
  }
`);

export const ConversationUpdatedDocument = graphql(`
  subscription ConversationUpdated {
    conversationUpdated {
      kind
      memberId
      closed
      closedReason
      otherReadUpTo
    }
  }
`);
