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
          age
          community
          district
          gender
          qualification
          profession
          imageUrl
          thumbnailUrl
          relationship
          shortlisted
        }
      }
      ... on ErrorResult {
        code
        messageContext
      }
    }
  }
`);

/** The viewer's own status and executive, for the awaiting-approval banner above the search. */
export const SearchViewerDocument = graphql(`
  query SearchViewer {
    me {
      id
      status
      executiveName
    }
  }
`);
