import { graphql } from '../../../gql';

/** What an action changes on the other member: Apollo updates every screen showing them from this. */
export const RelationshipFieldsFragment = graphql(`
  fragment RelationshipFields on Member {
    id
    relationship
    shortlisted
  }
`);

/**
 * The other member in a Connections list: the card. Contact details are asked for only where they are shown
 * (ContactFields): the API logs every answer that carries them as shown to the viewer (myContactViews), so a list,
 * an accept or a shortlist must never fetch them unseen.
 */
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
  }
`);

/** A connection's contact details, as the owner shares them: only for a screen that shows them (ContactDetails). */
export const ContactFieldsFragment = graphql(`
  fragment ContactFields on Member {
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
