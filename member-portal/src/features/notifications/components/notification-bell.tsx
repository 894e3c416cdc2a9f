import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '../../../components/use-dismiss';
import { Link, useLocation } from 'react-router';
import { NetworkStatus } from '@apollo/client';
import { LoadError } from '../../../components/load-error';
import { WithApollo } from '../../../lib/apollo';
import { useTranslation } from 'react-i18next';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NOTIFICATIONS_PAGE_SIZE, useMyNotifications } from '../api/my-notifications';
import { useUnreadNotificationCount } from '../api/unread-notification-count';
import { takeNotificationsOpenRequest } from '../open-request';
import type { MyNotificationsQuery } from '../../../gql/graphql';
import { momentText } from '../../../lib/format-moment';
import { BusyButton } from '../../../components/busy-button';

type Item = MyNotificationsQuery['myNotifications']['items'][number];

/** Where a notification leads: the list it is about, or the member's profile. */
function targetOf(item: Item): string | null {
  switch (item.kind) {
    case 'INTEREST_RECEIVED':
    case 'INTEREST_REMINDED':
      return '/connections?tab=received';
    case 'INTEREST_ACCEPTED':
      return '/connections?tab=connected';
    case 'INTEREST_DECLINED':
      return '/connections?tab=sent';
    default:
      return null;
  }
}

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z"
      />
    </svg>
  );
}

function Bell() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const count = useUnreadNotificationCount();
  const list = useMyNotifications(!open);
  const [markRead] = useMarkNotificationsRead();
  const unread = count.data?.unreadNotificationCount ?? 0;

  // An e-mail's "See your notifications" link opens the list once (open-request.ts).
  useEffect(() => {
    if (takeNotificationsOpenRequest()) setOpen(true);
  }, []);

  // The screen the list was last shown over: moving to another screen closes it, but a screen rewriting its own
  // address (a tab, a filter) does not.
  const shownPath = useRef(location.pathname);

  // Every change of address asks for the count again; a change of screen closes the list.
  useEffect(() => {
    if (shownPath.current !== location.pathname) setOpen(false);
    shownPath.current = location.pathname;
    void count.refetch().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref, toggleRef);

  const page = list.data?.myNotifications;
  const text = (item: Item) => {
    const name = item.member?.fullName ?? t('notifications.someone');
    if (item.kind === 'REPORT_OUTCOME') return t(`notifications.kinds.REPORT_OUTCOME_${item.outcome ?? 'DISMISSED'}`);
    return t(`notifications.kinds.${item.kind}`, { name });
  };

  return (
    <div className="notification-bell" ref={ref}>
      <button
        ref={toggleRef}
        type="button"
        className="bell-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        onClick={() => {
          // Opening the list reads the count again too: the list and its badge agree.
          if (!open) void count.refetch().catch(() => undefined);
          setOpen((o) => !o);
        }}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="bell-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section id={panelId} className="bell-panel" aria-labelledby={titleId}>
          <div className="bell-head">
            <h2 id={titleId}>{t('notifications.title')}</h2>
            <BusyButton
              type="button"
              className="button button-ghost bell-mark-all"
              busy={unread === 0}
              onClick={() => void markRead({ variables: { ids: null } }).catch(() => undefined)}
            >
              {t('notifications.markAll')}
            </BusyButton>
          </div>
          {!page && list.error ? (
            // A failed or timed-out list says so with Retry instead of "Loading..." for ever.
            <LoadError error={list.error} message={t('connections.loadFailed')} onRetry={() => void list.refetch().catch(() => undefined)} />
          ) : !page ? (
            <p className="loading" role="status">
              {t('connections.loading')}
            </p>
          ) : page.items.length === 0 ? (
            <p className="empty">{t('notifications.empty')}</p>
          ) : (
            <ul className="bell-list">
              {page.items.map((item) => {
                const to = targetOf(item);
                const body = (
                  <>
                    <span className="bell-text">{text(item)}</span>
                    <span className="bell-time">{momentText(item.createdAt)}</span>
                    {!item.read ? <span className="visually-hidden">{t('notifications.unread')}</span> : null}
                  </>
                );
                const onOpen = () => {
                  if (!item.read) void markRead({ variables: { ids: [item.id] } }).catch(() => undefined);
                };
                return (
                  <li key={item.id} className={item.read ? 'bell-item' : 'bell-item bell-unread'}>
                    {to ? (
                      <Link to={to} onClick={onOpen}>
                        {body}
                      </Link>
                    ) : (
                      <button type="button" onClick={onOpen}>
                        {body}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {page?.hasMore ? (
            <BusyButton
              type="button"
              className="button button-ghost bell-more"
              busy={list.networkStatus === NetworkStatus.fetchMore}
              onClick={() => void list.fetchMore({ variables: { page: Math.floor(page.items.length / NOTIFICATIONS_PAGE_SIZE) + 1 } }).catch(() => undefined)}
            >
              {t('connections.more')}
            </BusyButton>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** The bell in the top bar (members only): the unread count, and the list with "Mark all as read". */
export default function NotificationBell() {
  return (
    <WithApollo>
      <Bell />
    </WithApollo>
  );
}
