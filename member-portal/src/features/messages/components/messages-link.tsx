import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { WithApollo } from '../../../lib/apollo';
import { useUnreadCountFollowsMessages } from '../api/live';
import { useUnreadMessageCount } from '../api/unread-message-count';

function EnvelopeIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.2V17h16V7.2l-8 5.3-8-5.3zM5.4 7 12 11.4 18.6 7H5.4z" />
    </svg>
  );
}

function UnreadMessagesLink() {
  const { t } = useTranslation();
  const location = useLocation();
  const count = useUnreadMessageCount();
  const unread = count.data?.unreadMessageCount ?? 0;
  useUnreadCountFollowsMessages(() => count.refetch().catch(() => undefined));

  useEffect(() => {
    void count.refetch().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  return (
    <Link
      to="/messages"
      className="messages-link"
      aria-label={unread > 0 ? t('messages.linkUnread', { count: unread }) : t('messages.linkLabel')}
      aria-current={location.pathname.startsWith('/messages') ? 'page' : undefined}
    >
      <EnvelopeIcon />
      {unread > 0 ? (
        <span className="messages-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}

/** The top bar's way to Messages with the unread count (loaded only for a logged-in member, with Apollo). */
export default function MessagesLink() {
  return (
    <WithApollo>
      <UnreadMessagesLink />
    </WithApollo>
  );
}
