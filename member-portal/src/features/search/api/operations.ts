import { graphql } from '../../../gql';

export const SearchMembersDocument = graphql(`
  query SearchMembers($filter: MemberSearchFilter, $page: Int, $limit: Int) {
    searchMembers(filter: $filter, page: $page, limit: $limit) {
      __typename
      ... on MemberSearchPage {
        page
        limit
        hasMore
        items {
          id
          fullName
          district
          gender
          qualification
          profession
          imageUrl
          thumbnailUrl
        }
      }
      ... on ErrorResult {
        code
        message
      }
    }
  }
`);
