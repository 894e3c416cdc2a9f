import { useQuery } from '@apollo/client/react';
import { ApprovalBanner } from '../../../components/approval-banner';
import { WithApollo } from '../../../lib/apollo';
import { SearchViewerDocument } from '../api/operations';

function Banner() {
  const { data } = useQuery(SearchViewerDocument, { fetchPolicy: 'cache-and-network' });
  return <ApprovalBanner status={data?.me?.status} executiveName={data?.me?.executiveName} />;
}

/** The awaiting-approval banner above the search form (nothing for an approved member). */
export default function ViewerBanner() {
  return (
    <WithApollo>
      <Banner />
    </WithApollo>
  );
}
