import ProfilePage from '../../features/profile/profile-page';
import { MemberActions } from '../../features/connections/components/member-actions';

/** A profile with what the viewer can do about that member (features meet here, not inside each other). */
export default function ProfileRoute() {
  return <ProfilePage actions={(memberId) => <MemberActions memberId={memberId} />} />;
}
