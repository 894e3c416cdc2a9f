import { MemberActions } from '../../features/connections/components/member-actions';
import { MessageButton } from '../../features/messages/components/message-button';

/** What a logged-in member can do about the member on screen (its own chunk: a visitor never downloads it). */
export default function ProfileActions({ memberId }: { memberId: string }) {
  return (
    <>
      <MessageButton memberId={memberId} />
      <MemberActions memberId={memberId} />
    </>
  );
}
