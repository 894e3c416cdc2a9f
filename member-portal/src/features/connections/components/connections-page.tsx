import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { NetworkStatus } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { ConfirmDialog, type ConfirmRequest } from '../../../components/confirm-dialog';
import { Feedback, useFeedback } from '../../../components/feedback';
import { LoadError } from '../../../components/load-error';
import { useDocumentTitle } from '../../../components/use-document-title';
import { WithApollo } from '../../../lib/apollo';
import { ACTIONS, failedOutcome, outcomeOf, type Outcome } from '../../../lib/outcome';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n';
import { useEndConnection } from '../api/end-connection';
import { PAGE_SIZE, useMyInterests } from '../api/my-interests';
import { useMyBlockedMembers } from '../api/my-blocked-members';
import { useMyShortlist } from '../api/my-shortlist';
import { useRemindInterest } from '../api/remind-interest';
import { useRespondToInterest } from '../api/respond-to-interest';
import { useUnblockMember } from '../api/unblock-member';
import { useUnshortlistMember } from '../api/unshortlist-member';
import { useWithdrawInterest } from '../api/withdraw-interest';
import type { InterestBox, MyInterestsQuery } from '../../../gql/graphql';
import { ContactDetails } from './contact-details';
import { MemberSummary } from './member-summary';
import { keepFocusIn } from '../../../components/keep-focus-in';
import { BusyButton } from '../../../components/busy-button';

/** An interest of a box, with the contact details the Connected box asks for. */
type InterestRow = MyInterestsQuery['myInterests']['items'][number];

const TABS = ['received', 'sent', 'connected', 'shortlisted', 'blocked'] as const;
type Tab = (typeof TABS)[number];
const BOX: Partial<Record<Tab, InterestBox>> = { received: 'RECEIVED', sent: 'SENT', connected: 'CONNECTED' };

/**
 * Runs one item's action (`key`: the interest or member it acts on) and shows how it went. While it runs, that
 * item's buttons are off and another tap on them does nothing: a double tap no longer answers "no longer pending"
 * right after "accepted".
 */
type Act = (key: string, run: () => Promise<Outcome>) => Promise<Outcome | null>;
type IsBusy = (key: string) => boolean;
type Ask = (request: ConfirmRequest) => void;

function useDate() {
  const { t } = useTranslation();
  const locale = intlLocale();
  return (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' }) : '');
}

/**
 * One tab's list: a load error with Retry, a loading notice, the tab's empty text, or the items (each a
 * MemberSummary) with "Show more" under a list that has another page.
 */
function TabList<T>({
  items,
  error,
  onRetry,
  empty,
  more,
  children,
}: {
  items: readonly T[] | undefined;
  error: unknown;
  onRetry: () => void;
  empty: string;
  more?: { hasMore: boolean; loading: boolean; onMore: () => void };
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (error && !items) return <LoadError error={error} message={t('connections.loadFailed')} onRetry={onRetry} />;
  if (!items) return <p className="loading" role="status">{t('connections.loading')}</p>;
  if (items.length === 0) return <p className="empty">{empty}</p>;
  return (
    <>
      <ul className="connection-list">{items.map(children)}</ul>
      {more?.hasMore ? (
        <BusyButton type="button" className="button button-ghost connections-more" busy={more.loading} onClick={more.onMore}>
          {more.loading ? t('connections.loading') : t('connections.more')}
        </BusyButton>
      ) : null}
    </>
  );
}

/** What TabList needs to offer the next page of a paged list (my interests, my shortlist). */
function moreOf(page: { items: readonly unknown[]; hasMore: boolean } | undefined, networkStatus: NetworkStatus, fetchMore: (o: { variables: { page: number } }) => Promise<unknown>) {
  return {
    hasMore: Boolean(page?.hasMore),
    loading: networkStatus === NetworkStatus.fetchMore,
    onMore: () => void fetchMore({ variables: { page: Math.floor((page?.items.length ?? 0) / PAGE_SIZE) + 1 } }).catch(() => undefined),
  };
}

function InterestList({ box, act, ask, busy }: { box: InterestBox; act: Act; ask: Ask; busy: IsBusy }) {
  const { t } = useTranslation();
  const date = useDate();
  const { data, error, networkStatus, fetchMore, refetch } = useMyInterests(box);
  const [respond] = useRespondToInterest();
  const [withdraw] = useWithdrawInterest();
  const [remind] = useRemindInterest();
  const [endConnection] = useEndConnection();
  const page = data?.myInterests;

  const actions = (item: InterestRow) => {
    const name = item.member.fullName;
    const interestId = item.id;
    if (box === 'RECEIVED') {
      return (
        <div className="connection-actions">
          <BusyButton
            type="button"
            className="button button-primary"
            aria-label={t('connections.acceptFrom', { name })}
            busy={busy(interestId)}
            onClick={() => void act(interestId, async () => outcomeOf((await respond({ variables: { interestId, accept: true } })).data?.respondToInterest, ACTIONS.respondToInterest))}
          >
            {t('connections.accept')}
          </BusyButton>
          <BusyButton
            type="button"
            className="button button-ghost"
            aria-label={t('connections.declineFrom', { name })}
            busy={busy(interestId)}
            // Asked first, as Block and End are: a decline holds the sender off for 90 days.
            onClick={() =>
              ask({
                title: t('connect.decline.title', { name }),
                body: <p>{t('connect.decline.body', { name })}</p>,
                confirmLabel: t('connect.decline.confirm'),
                cancelLabel: t('connect.cancel'),
                onConfirm: () =>
                  act(interestId, async () => outcomeOf((await respond({ variables: { interestId, accept: false } })).data?.respondToInterest, ACTIONS.respondToInterest)),
              })
            }
          >
            {t('connections.decline')}
          </BusyButton>
        </div>
      );
    }
    if (box === 'SENT') {
      if (item.status !== 'PENDING') return null;
      return (
        <div className="connection-actions">
          <BusyButton
            type="button"
            className="button button-ghost"
            aria-label={t('connections.remindTo', { name })}
            busy={busy(interestId)}
            onClick={() => void act(interestId, async () => outcomeOf((await remind({ variables: { interestId } })).data?.remindInterest, ACTIONS.remindInterest))}
          >
            {t('connections.remind')}
          </BusyButton>
          <BusyButton
            type="button"
            className="button button-ghost"
            aria-label={t('connections.withdrawTo', { name })}
            busy={busy(interestId)}
            onClick={() => void act(interestId, async () => outcomeOf((await withdraw({ variables: { interestId } })).data?.withdrawInterest, ACTIONS.withdrawInterest))}
          >
            {t('connections.withdraw')}
          </BusyButton>
        </div>
      );
    }
    return (
      <>
        <ContactDetails contact={item.member} name={name} />
        <div className="connection-actions">
          <BusyButton
            type="button"
            className="button button-ghost button-danger"
            aria-label={t('connections.endWith', { name })}
            busy={busy(item.member.id)}
            onClick={() =>
              ask({
                title: t('connect.end.title', { name }),
                body: <p>{t('connect.end.body', { name })}</p>,
                confirmLabel: t('connect.end.confirm'),
                cancelLabel: t('connect.cancel'),
                onConfirm: () =>
                  act(item.member.id, async () => outcomeOf((await endConnection({ variables: { memberId: item.member.id } })).data?.endConnection, ACTIONS.endConnection)),
              })
            }
          >
            {t('connect.actions.end')}
          </BusyButton>
        </div>
      </>
    );
  };

  const facts = (item: InterestRow) => {
    const when =
      box === 'CONNECTED'
        ? t('connections.connectedOn', { date: date(item.connectedAt ?? item.respondedAt ?? item.createdAt) })
        : box === 'SENT'
          ? t(`connections.sentStatus.${item.status}`, { date: date(item.createdAt) })
          : t('connections.receivedOn', { date: date(item.createdAt) });
    return (
      <>
        <span className="connection-when">{when}</span>
        {box === 'SENT' && item.reminderCount > 0 ? (
          <span className="connection-when">{t('connections.reminded', { count: item.reminderCount })}</span>
        ) : null}
        {(item.readyMessage || item.message) && box !== 'CONNECTED' ? (
          // The ready-made opening in the reader's own language, then the sender's own words as written.
          <blockquote className="connection-message">
            {item.readyMessage ? <p>{t(`connect.send.ready.${item.readyMessage}`)}</p> : null}
            {item.message ? <p>{item.message}</p> : null}
          </blockquote>
        ) : null}
      </>
    );
  };

  return (
    <TabList
      items={page?.items}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      empty={t(`connections.empty.${box}`)}
      more={moreOf(page, networkStatus, fetchMore)}
    >
      {(item) => (
        <MemberSummary key={item.id} member={item.member} facts={facts(item)}>
          {actions(item)}
        </MemberSummary>
      )}
    </TabList>
  );
}

function ShortlistList({ act, busy }: { act: Act; busy: IsBusy }) {
  const { t } = useTranslation();
  const date = useDate();
  const { data, error, networkStatus, fetchMore, refetch } = useMyShortlist();
  const [unshortlist] = useUnshortlistMember();
  const page = data?.myShortlist;
  return (
    <TabList
      items={page?.items}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      empty={t('connections.empty.SHORTLISTED')}
      more={moreOf(page, networkStatus, fetchMore)}
    >
      {(item) => (
        <MemberSummary
          key={item.member.id}
          member={{ ...item.member, shortlisted: false }}
          facts={<span className="connection-when">{t('connections.addedOn', { date: date(item.addedAt) })}</span>}
        >
          <div className="connection-actions">
            <BusyButton
              type="button"
              className="button button-ghost"
              aria-label={t('connections.removeFromShortlist', { name: item.member.fullName })}
              busy={busy(item.member.id)}
              onClick={() =>
                void act(item.member.id, async () => outcomeOf((await unshortlist({ variables: { memberId: item.member.id } })).data?.unshortlistMember, ACTIONS.unshortlistMember))
              }
            >
              {t('connections.remove')}
            </BusyButton>
          </div>
        </MemberSummary>
      )}
    </TabList>
  );
}

function BlockedList({ act, busy }: { act: Act; busy: IsBusy }) {
  const { t } = useTranslation();
  const date = useDate();
  const { data, error, refetch } = useMyBlockedMembers();
  const [unblock] = useUnblockMember();
  return (
    <TabList items={data?.myBlockedMembers} error={error} onRetry={() => void refetch().catch(() => undefined)} empty={t('connections.empty.BLOCKED')}>
      {(item) => (
        <MemberSummary
          key={item.member.id}
          link={false}
          member={item.member}
          facts={<span className="connection-when">{t('connections.blockedOn', { date: date(item.blockedAt) })}</span>}
        >
          <div className="connection-actions">
            <BusyButton
              type="button"
              className="button button-ghost"
              aria-label={t('connections.unblockName', { name: item.member.fullName })}
              busy={busy(item.member.id)}
              onClick={() => void act(item.member.id, async () => outcomeOf((await unblock({ variables: { memberId: item.member.id } })).data?.unblockMember, ACTIONS.unblockMember))}
            >
              {t('connections.unblock')}
            </BusyButton>
          </div>
        </MemberSummary>
      )}
    </TabList>
  );
}

/**
 * /connections: Received, Sent, Connected, Shortlisted and Blocked, one tab each (the tab is in the address, so
 * Back and a shared link land on it). Answers, withdrawals, reminders, endings and removals happen here, each
 * with visible feedback.
 */
function Connections() {
  const { t } = useTranslation();
  useDocumentTitle(t('connections.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'received';
  const [feedback, setFeedback] = useFeedback();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  // An action elsewhere (a block on a profile) sends its outcome along; shown once, then dropped from the history
  // entry, so a reload or Forward does not say it again.
  const arrived = (location.state as { feedback?: string } | null)?.feedback;
  useEffect(() => {
    if (!arrived) return;
    setFeedback({ ok: true, message: arrived });
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [arrived, setFeedback, navigate, location.pathname, location.search]);

  // The items with an action under way (a ref too: two taps can come before the buttons re-render as off).
  const running = useRef(new Set<string>());
  const client = useApolloClient();
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(new Set());
  const busy: IsBusy = (key) => busyKeys.has(key);
  const act: Act = async (key, run) => {
    if (running.current.has(key)) return null;
    running.current.add(key);
    setBusyKeys(new Set(running.current));
    setFeedback(null);
    let outcome: Outcome;
    try {
      outcome = await run();
    } catch (error) {
      outcome = failedOutcome(error);
    } finally {
      running.current.delete(key);
      setBusyKeys(new Set(running.current));
    }
    setFeedback(outcome);
    // Refused by code: the other member acted meanwhile (withdrew, answered, blocked). The lists and the bell are
    // read again, so the card with nothing left to do goes instead of keeping its buttons.
    if (!outcome.ok && outcome.code) void client.refetchQueries({ include: ['MyInterests', 'MyShortlist', 'MyBlockedMembers', 'UnreadNotificationCount'] }).catch(() => undefined);
    return outcome;
  };

  const select = (next: Tab, focus = false) => {
    setFeedback(null);
    setParams({ tab: next }, { replace: true });
    if (focus) tabRefs.current[next]?.focus();
  };
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKey = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next = e.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length] : e.key === 'ArrowLeft' ? TABS[(i + TABS.length - 1) % TABS.length] : e.key === 'Home' ? TABS[0] : e.key === 'End' ? TABS[TABS.length - 1] : null;
    if (next) {
      e.preventDefault();
      select(next, true);
    }
  };

  const box = BOX[tab];
  return (
    <div className="page connections-page">
      <h1>{t('connections.title')}</h1>
      <div className="connections-tabs" role="tablist" aria-label={t('connections.title')} onKeyDown={onKey}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls="connections-panel"
            tabIndex={tab === name ? 0 : -1}
            className="connections-tab"
            onClick={() => select(name)}
          >
            {t(`connections.tabs.${name}`)}
          </button>
        ))}
      </div>
      <Feedback value={feedback} className="connections-feedback" />
      <div ref={keepFocusIn} id="connections-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} tabIndex={0} className="connections-panel">
        {box ? <InterestList key={box} box={box} act={act} ask={setConfirm} busy={busy} /> : tab === 'shortlisted' ? <ShortlistList act={act} busy={busy} /> : <BlockedList act={act} busy={busy} />}
      </div>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}

export default function ConnectionsPage() {
  return (
    <WithApollo>
      <Connections />
    </WithApollo>
  );
}
