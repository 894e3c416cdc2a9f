import ProfilePage from '../../features/profile/profile-page';
import { MemberActions } from '../../features/connections/components/member-actions';
import { MessageButton } from '../../features/messages/components/message-button';

/** A profile with what the viewer can do about that member (features meet here, not inside each other). */
export default function ProfileRoute() {
  return (
    <ProfilePage
      actions={(memberId) => (
        <>
          <MessageButton memberId={memberId} />
          <MemberActions memberId={memberId} />
        </>
      )}
    />
  );
}
