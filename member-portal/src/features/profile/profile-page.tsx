import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { WithApollo } from '../../lib/apollo';
import { useStoredUser } from '../../lib/use-stored-user';
import { MemberProfileDocument } from './api/operations';
import { ProfileDetails } from './components/profile-details';

function MemberProfile({ id, visitor, actions }: { id: string; visitor: boolean; actions?: (memberId: string) => ReactNode }) {
  const { t } = useTranslation(['portal', 'common']);
  const { data, loading, error, refetch } = useQuery(MemberProfileDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const result = data?.member;
  useDocumentTitle(result?.__typename === 'Member' ? result.fullName : t('profile.title'));
  if (loading && !result) return <p className="loading" role="status">{t('profile.loading')}</p>;
  if (error && !result) {
    console.error('Profile load failed', error);
    return <LoadError error={error} message={t('common:messages.userLoadProblem')} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (!result || result.__typename !== 'Member') {
    return <p className="notice" role="alert">{t('common:errors.NOT_FOUND', { context: 'member' })}</p>;
  }
  return (
    <>
      <h1>{result.fullName}</h1>
      {visitor ? <MembersOnlyHint /> : actions?.(result.id)}
      <ProfileDetails member={result} />
    </>
  );
}

/**
 * A visitor sees the public card only: say what is missing and how to get it, instead of a bare silhouette
 * (docs/privacy.md). Login comes back to this profile.
 */
function MembersOnlyHint() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <section className="members-only notice" aria-labelledby="members-only-title">
      <h2 id="members-only-title" className="visually-hidden">
        {t('profile.membersOnlyTitle')}
      </h2>
      <p>{t('profile.membersOnly')}</p>
      <div className="members-only-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => navigate(location.pathname, { replace: true, state: { showLogin: true, from: location.pathname } })}
        >
          {t('profile.login')}
        </button>
        <button type="button" className="button button-ghost" onClick={() => navigate('/registration', { state: { fromHome: true } })}>
          {t('profile.register')}
        </button>
      </div>
    </section>
  );
}

/** `actions`: what a logged-in member can do about this member (interest, shortlist...), given by the route. */
export default function ProfilePage({ actions }: { actions?: (memberId: string) => ReactNode }) {
  const { id = '' } = useParams();
  const user = useStoredUser();
  return (
    <WithApollo>
      <div className="page profile-page">
        {/* Logging in here (the hint's Login) loads the profile again with what members may see. */}
        <MemberProfile key={user?._id ?? 'visitor'} id={id} visitor={!user} actions={actions} />
      </div>
    </WithApollo>
  );
}
