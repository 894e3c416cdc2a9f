import { graphql } from '../../../gql';

/** What an action changes on the other member: Apollo updates every screen showing them from this. */
export const RelationshipFieldsFragment = graphql(`
  fragment RelationshipFields on Member {
    id
    relationship
    shortlisted
  }
`);

/** The other member in a Connections list: the card, and the contact details a connection may see. */
export const ConnectionMemberFragment = graphql(`
  fragment ConnectionMember on Member {
    id
    fullName
    age
    district
    state
    profession
    qualification
    thumbnailUrl
    imageUrl
    relationship
    shortlisted
    email
    mobile
    fatherMobile
    address
  }
`);

/** One interest in a Connections tab. */
export const InterestItemFragment = graphql(`
  fragment InterestItem on Interest {
    id
    status
    direction
    createdAt
    connectedAt
    respondedAt
    message
    readyMessage
    reminderCount
    lastRemindedAt
    member {
      ...ConnectionMember
    }
  }
`);
