import { NetworkStatus } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { momentText } from '../../../lib/format-moment';
import { CONVERSATIONS_PAGE_SIZE, useMyConversations } from '../api/my-conversations';
import { otherName } from './other-name';
import { BusyButton } from '../../../components/busy-button';

/**
 * Conversations, newest message first: the other member, the last message and how many are unread; 50 at a time,
 * "Show more conversations" for the next 50. A keyboard lands on the first of those: the button it pressed may be gone.
 */
export function ConversationList({ openMemberId }: { openMemberId?: string }) {
  const { t } = useTranslation();
  const list = useMyConversations();
  const page = list.data?.myConversations;
  const listRef = useRef<HTMLUListElement>(null);
  // The index of the first conversation "Show more" brought, to focus once it is shown.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    const link = focusAt === null ? null : listRef.current?.querySelectorAll<HTMLAnchorElement>('.conversation-item > a')[focusAt];
    if (!link) return;
    setFocusAt(null);
    link.focus();
  }, [focusAt, page]);

  if (!page && list.error) {
    return <LoadError error={list.error} message={t('messages.loadFailed')} onRetry={() => void list.refetch().catch(() => undefined)} />;
  }
  if (!page) {
    return (
      <p className="loading" role="status">
        {t('messages.loading')}
      </p>
    );
  }
  if (page.items.length === 0) return <p className="empty">{t('messages.empty')}</p>;

  const loadingMore = list.networkStatus === NetworkStatus.fetchMore;
  return (
    <>
      <ul ref={listRef} className="conversation-list" aria-label={t('messages.listLabel')}>
        {page.items.map((item) => {
          const name = otherName(t, item.member, item.closedReason);
          const last = item.lastMessage;
          const preview = !last ? t('messages.noMessagesYet') : last.mine ? t('messages.you', { body: last.body }) : last.body;
          return (
            <li key={item.memberId} className={item.unreadCount > 0 ? 'conversation-item conversation-unread' : 'conversation-item'}>
              <Link to={`/messages/${item.memberId}`} aria-current={item.memberId === openMemberId ? 'page' : undefined}>
                <span className="conversation-top">
                  <span className="conversation-name">{name}</span>
                  {last ? <span className="conversation-time">{momentText(last.sentAt)}</span> : null}
                </span>
                <span className="conversation-bottom">
                  <span className="conversation-preview">{preview}</span>
                  {item.unreadCount > 0 ? (
                    <span className="conversation-count">
                      <span aria-hidden="true">{item.unreadCount}</span>
                      <span className="visually-hidden">{t('messages.unread', { count: item.unreadCount })}</span>
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {page.hasMore ? (
        <BusyButton
          type="button"
          className="button button-ghost conversations-more"
          busy={loadingMore}
          onClick={(e) => {
            const shown = page.items.length;
            const hadFocus = document.activeElement === e.currentTarget;
            void list
              .fetchMore({ variables: { page: Math.floor(shown / CONVERSATIONS_PAGE_SIZE) + 1 } })
              .then((more) => {
                // Only where it brought some: a focus waiting for a row that never comes would jump later.
                if (hadFocus && more.data?.myConversations.items.length) setFocusAt(shown);
              })
              .catch(() => undefined);
          }}
        >
          {t('messages.moreConversations')}
        </BusyButton>
      ) : null}
      <p className="visually-hidden" role="status">
        {loadingMore ? t('messages.loadingMore') : null}
      </p>
    </>
  );
}
