import { graphql } from '../../gql';

export const ExecutivesByLocationDocument = graphql(`
  query ExecutivesByLocation($community: String!, $district: String!) {
    executivesByLocation(community: $community, district: $district) {
      id
      fullName
    }
  }
`);
