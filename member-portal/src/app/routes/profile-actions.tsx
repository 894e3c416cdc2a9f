import { useQuery } from '@apollo/client/react';
import { MemberRelationshipDocument } from '../../features/connections/api/member-relationship';
import { MemberActions } from '../../features/connections/components/member-actions';
import { MessageButton } from '../../features/messages/components/message-button';

/** What a logged-in member can do about the member on screen (its own chunk: a visitor never downloads it). */
export default function ProfileActions({ memberId }: { memberId: string }) {
  // What MemberActions asked and keeps up to date: the Message button follows it.
  const { data } = useQuery(MemberRelationshipDocument, { variables: { id: memberId }, fetchPolicy: 'cache-only' });
  const relationship = data?.member?.__typename === 'Member' ? data.member.relationship : undefined;
  return (
    <>
      <MessageButton memberId={memberId} relationship={relationship} />
      <MemberActions memberId={memberId} />
    </>
  );
}
