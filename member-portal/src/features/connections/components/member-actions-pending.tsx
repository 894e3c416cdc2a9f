import { useTranslation } from 'react-i18next';
import { useStoredUser } from '../../../lib/use-stored-user';

/**
 * The room of "You and this member" while its code or its query is on the way, so the details below do not move
 * when it arrives. Nothing on one's own profile, where the panel is not shown.
 */
export function MemberActionsPending({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  if (user?._id === memberId) return null;
  return (
    <section className="member-actions card member-actions-pending" aria-busy="true" aria-labelledby="member-actions-title">
      <h2 id="member-actions-title" className="member-actions-title">
        {t('connect.panelTitle')}
      </h2>
    </section>
  );
}
