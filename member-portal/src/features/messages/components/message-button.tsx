import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getStoredUser } from '../../../lib/user-storage';
import { useConversation } from '../api/conversation';

/**
 * "Message" on a member's profile: shown while the two may write to each other (connected, nobody blocked), and
 * opens the thread. The thread's first page is asked here, so it opens from the cache.
 */
function OpenThreadButton({ memberId, relationship }: MessageButtonProps) {
  const { t } = useTranslation();
  const { data, refetch } = useConversation(memberId);
  // When an action beside this button changes who the member is to the viewer (an interest accepted, a
  // connection ended), the thread's state is asked again at once.
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

interface MessageButtonProps {
  memberId: string;
  /** Who the member is to the viewer, as the screen knows it (undefined while unknown). */
  relationship?: string;
}

export function MessageButton(props: MessageButtonProps) {
  // A visitor has no conversations: asking would only end in "log in" (and the shell would treat it as expiry).
  if (!getStoredUser()) return null;
  return <OpenThreadButton {...props} />;
}
