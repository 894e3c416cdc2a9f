import { lazy, Suspense } from 'react';
import ProfilePage from '../../features/profile/profile-page';
import { MemberActionsPending } from '../../features/connections/components/member-actions-pending';

// A visitor's profile (a shared link, often a first screen) never needs the actions, their dialogs and mutations:
// they load only when a member looks, preloaded with the page then (first-screens.ts, memberModules).
const ProfileActions = lazy(() => import('./profile-actions'));

/** A profile with what the viewer can do about that member (features meet here, not inside each other). */
export default function ProfileRoute() {
  return (
    <ProfilePage
      actions={(memberId) => (
        <Suspense fallback={<MemberActionsPending memberId={memberId} />}>
          <ProfileActions memberId={memberId} />
        </Suspense>
      )}
    />
  );
}
