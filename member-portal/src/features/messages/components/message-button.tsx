import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getStoredUser } from '../../../lib/user-storage';
import { MemberRelationshipDocument } from '../../connections/api/member-relationship';
import { useConversation } from '../api/conversation';

/**
 * "Message" on a member's profile: shown while the two may write to each other (connected, nobody blocked), and
 * opens the thread. The thread's first page is asked here, so it opens from the cache.
 */
function OpenThreadButton({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const { data, refetch } = useConversation(memberId);
  // The profile's actions panel (beside this button) asks who the member is to the viewer; when an action there
  // changes it (an interest accepted, a connection ended, a block), the thread's state is asked again at once.
  const { data: about } = useQuery(MemberRelationshipDocument, { variables: { id: memberId }, fetchPolicy: 'cache-only' });
  const relationship = about?.member?.__typename === 'Member' ? about.member.relationship : undefined;
  const seen = useRef(relationship);
  useEffect(() => {
    if (seen.current !== undefined && relationship !== undefined && relationship !== seen.current) void refetch().catch(() => undefined);
    seen.current = relationship;
  }, [relationship, refetch]);
  const c = data?.conversation;
  if (c?.__typename !== 'Conversation' || c.closed) return null;
  const name = c.member?.fullName;
  return (
    <p className="message-button-row">
      <Link to={`/messages/${memberId}`} className="button button-primary" aria-label={name ? t('messages.messageButtonLabel', { name }) : undefined}>
        {t('messages.messageButton')}
      </Link>
    </p>
  );
}

export function MessageButton({ memberId }: { memberId: string }) {
  // A visitor has no conversations: asking would only end in "log in" (and the shell would treat it as expiry).
  if (!getStoredUser()) return null;
  return <OpenThreadButton memberId={memberId} />;
}
