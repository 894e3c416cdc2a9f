import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ReportsQueryVariables } from '../../../gql/graphql';

export const ReportsDocument = graphql(`
  query Reports($filter: ReportFilter, $page: Int!, $pageSize: Int!, $sort: ReportSortOrder!) {
    reports(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount
      page
      pageSize
      items {
        ...ReportRow
      }
    }
  }
`);

/** The Reports queue, one server page at a time (the executive's community and district; administrators all). */
export function useReports(variables: ReportsQueryVariables) {
  return useQuery(ReportsDocument, { variables });
}
