import { graphql } from '../../../gql';

/** Every field a profile screen can show; the API leaves out what the viewer may not see. */
export const ProfileFieldsFragment = graphql(`
  fragment ProfileFields on Member {
    id
    fullName
    age
    dob
    gender
    email
    mobile
    motherName
    fatherName
    fatherMobile
    community
    gotra
    motherGotra
    qualification
    profession
    state
    district
    block
    address
    image
    imageUrl
    thumbnailUrl
    status
    executiveName
  }
`);

export const MemberProfileDocument = graphql(`
  query MemberProfile($id: ID!) {
    member(id: $id) {
      __typename
      ... on Member {
        ...ProfileFields
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

export const MyProfileDocument = graphql(`
  query MyProfile {
    me {
      ...ProfileFields
    }
  }
`);

export const UpdateMyProfileDocument = graphql(`
  mutation UpdateMyProfile($input: UpdateProfileInput!, $photo: Upload) {
    updateMyProfile(input: $input, photo: $photo) {
      __typename
      ... on UpdateProfileSuccess {
        message
        member {
          ...ProfileFields
        }
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
