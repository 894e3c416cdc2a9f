import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@matrimony/schema';
import { useDocumentTitle } from '../../components/use-document-title';
import { WithApollo } from '../../lib/apollo';
import { MemberProfileDocument } from './api/operations';
import { ProfileDetails } from './components/profile-details';
import './profile.css';

function MemberProfile({ id }: { id: string }) {
  const { data, loading, error } = useQuery(MemberProfileDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const result = data?.member;
  useDocumentTitle(result?.__typename === 'Member' ? result.fullName : 'Profile');
  if (loading && !result) return <p className="loading" role="status">Loading...</p>;
  if (error && !result) {
    console.error('Profile load failed', error);
    return <p className="form-error" role="alert">{MESSAGES.userLoadProblem}</p>;
  }
  if (!result || result.__typename !== 'Member') {
    return <p className="notice" role="alert">{MESSAGES.userNotFound}</p>;
  }
  return (
    <>
      <h1>{result.fullName}</h1>
      <ProfileDetails member={result} />
    </>
  );
}

export default function ProfilePage() {
  const { id = '' } = useParams();
  return (
    <WithApollo>
      <div className="page profile-page">
        <MemberProfile id={id} />
      </div>
    </WithApollo>
  );
}
