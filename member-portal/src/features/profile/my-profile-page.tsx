import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ApprovalBanner } from '../../components/approval-banner';
import { LoadError } from '../../components/load-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { WithApollo } from '../../lib/apollo';
import { SESSION_EXPIRED_EVENT } from '../../lib/user-storage';
import { MyProfileDocument } from './api/operations';
import { ProfileDetails } from './components/profile-details';

function MyProfile() {
  const { t } = useTranslation(['portal', 'common']);
  const { data, loading, error, refetch } = useQuery(MyProfileDocument, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  const sessionGone = !loading && !error && data && !me;
  // No member behind the cookie: the session is gone, act like the guard.
  useEffect(() => {
    if (sessionGone) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  }, [sessionGone]);
  if (loading && !me) return <p className="loading" role="status">{t('profile.loading')}</p>;
  if (error && !me) {
    console.error('Profile load failed', error);
    return <LoadError error={error} message={t('common:messages.userLoadProblem')} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (!me) return <p className="notice" role="alert">{t('common:errors.NOT_FOUND', { context: 'member' })}</p>;
  return (
    <>
      <div className="profile-heading">
        <h1>{t('myProfile.welcome', { name: me.fullName })}</h1>
        <Link to="/edit-profile" className="button button-primary">
          {t('myProfile.edit')}
        </Link>
      </div>
      <ApprovalBanner status={me.status} executiveName={me.executiveName} />
      <ProfileDetails member={me} own />
    </>
  );
}

export default function MyProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('myProfile.title'));
  return (
    <WithApollo>
      <div className="page profile-page">
        <MyProfile />
      </div>
    </WithApollo>
  );
}
