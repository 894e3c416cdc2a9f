import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { MESSAGE_RULES, messageBodyProblem, messageChars, messageText } from '@matrimony/schema';
import { Announcer, useAnnouncer } from '../../../components/announcer';
import { Feedback, useFeedback } from '../../../components/feedback';
import { LoadError } from '../../../components/load-error';
import { ReportDialog } from '../../../components/report-dialog';
import { i18n } from '../../../i18n';
import { ACTIONS, failedOutcome, outcomeOf, refusalText, type Outcome } from '../../../lib/outcome';
import type { MessageFieldsFragment } from '../../../gql/graphql';
import { momentText } from '../../../lib/format-moment';
import { THREAD_PAGE_SIZE, useConversation } from '../api/conversation';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { MyConversationsDocument } from '../api/my-conversations';
import { useReportMessage } from '../api/report-message';
import { forgetPendingMessage, retryMessage, sendNewMessage, usePendingMessages } from '../api/pending-messages';
import { otherName } from './other-name';
import { BusyButton } from '../../../components/busy-button';

/** Taps on Send this close after a send are one double tap. */
const DOUBLE_TAP_MS = 1500;

type Status = 'sending' | 'sent' | 'read' | 'failed';

function statusOf(m: MessageFieldsFragment, otherReadUpTo: string | null | undefined): Status {
  if (m.readAt) return 'read';
  if (otherReadUpTo && new Date(m.sentAt).getTime() <= new Date(otherReadUpTo).getTime()) return 'read';
  return 'sent';
}

export function Thread({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const query = useConversation(memberId);
  const [markRead] = useMarkConversationRead();
  const [reportMessage] = useReportMessage();
  // The received message being reported (its dialog is open), and how the last report went.
  const [reporting, setReporting] = useState<string | null>(null);
  const [feedback, setFeedback] = useFeedback();
  const [draft, setDraft] = useState('');
  const pending = usePendingMessages(memberId);
  // How to say the composer's problem, not its words: it follows a language switch while shown.
  const [problem, setProblem] = useState<(() => string) | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  // What a screen reader hears of the thread: the log itself is silent (older messages inserted above would be read
  // out as new), so an arriving message, a sent or failed one, and older ones shown are said here, once each.
  const [said, say] = useAnnouncer();
  const newestRef = useRef<{ memberId: string; id: string | undefined } | null>(null);
  const failedRef = useRef(0);
  const [focusLog, setFocusLog] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const markedRef = useRef<string | null>(null);
  const lastSentAt = useRef(0);
  const endRef = useRef<HTMLLIElement>(null);
  const composerId = useId();
  const hintId = useId();
  const problemId = useId();

  const c = query.data?.conversation;
  const conversation = c?.__typename === 'Conversation' ? c : null;
  const name = otherName(t, conversation?.member, conversation?.closedReason);
  const messages = conversation?.messages ?? [];
  const lastIncoming = [...messages].reverse().find((m) => !m.mine);

  // Shown means read: the thread marks itself read when it opens and whenever a message arrives while it is open.
  useEffect(() => {
    if (!conversation) return;
    const unreadHere = conversation.unreadCount > 0 || (lastIncoming && !lastIncoming.readAt);
    const mark = `${memberId}:${lastIncoming?.id ?? ''}`;
    if (!unreadHere || markedRef.current === mark) return;
    markedRef.current = mark;
    void markRead({ variables: { memberId } }).catch(() => {
      markedRef.current = null;
    });
  }, [conversation, lastIncoming, memberId, markRead]);

  // The newest message stays in view as messages arrive.
  const newest = messages.at(-1);
  const lastId = newest?.id;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId, pending.length]);

  // A new newest message, after the thread first showed, is said: theirs with its words, the member's own as Sent.
  useEffect(() => {
    if (!conversation) return;
    const before = newestRef.current;
    newestRef.current = { memberId, id: newest?.id };
    if (!newest || !before || before.memberId !== memberId || before.id === newest.id) return;
    say(newest.mine ? t('messages.status.sent') : t('messages.arrived', { name, body: newest.body }));
  }, [conversation, newest, memberId, name, say, t]);

  // A message that could not be sent is said too: it is shown far from the composer the member is typing in.
  const failedCount = pending.filter((p) => p.failed).length;
  useEffect(() => {
    if (failedCount > failedRef.current) say(t('messages.sendFailed'));
    failedRef.current = failedCount;
  }, [failedCount, say, t]);

  // The last older page took away the button that had focus: focus goes to the log, where those messages are.
  useEffect(() => {
    if (!focusLog || conversation?.hasMore) return;
    setFocusLog(false);
    logRef.current?.focus();
  }, [focusLog, conversation?.hasMore]);

  // A refused message (closed, a limit, waiting for a reply) goes back to the composer with the refusal's text,
  // also when it was refused while the member was on another screen.
  const refused = pending.find((p) => p.refused);
  useEffect(() => {
    if (!refused) return;
    forgetPendingMessage(memberId, refused.key);
    setDraft((d) => (d.trim() ? `${refused.body}\n${d}` : refused.body));
    const refusal = refused.refusal;
    setProblem(() => (refusal ? () => refusalText(refusal) : () => i18n.t('portal:messages.sendFailed')));
    if (refusal?.code === 'CONVERSATION_CLOSED') void query.refetch().catch(() => undefined);
  }, [refused, memberId, query]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const bad = messageBodyProblem(draft);
    // A second tap of a double tap finds the composer just emptied by the first: nothing to say about that.
    if (bad === 'MESSAGE_EMPTY' && Date.now() - lastSentAt.current < DOUBLE_TAP_MS) return;
    if (bad) {
      setProblem(() => () => i18n.t(`portal:messages.problems.${bad}`, { max: MESSAGE_RULES.maxChars }));
      return;
    }
    setProblem(null);
    lastSentAt.current = Date.now();
    sendNewMessage(client, memberId, messageText(draft));
    setDraft('');
  }

  async function showOlder() {
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    const hadFocus = document.activeElement?.classList.contains('thread-older') ?? false;
    try {
      const older = await query.fetchMore({
        variables: { memberId, before: first.id, limit: THREAD_PAGE_SIZE },
        updateQuery: (prev, { fetchMoreResult }) => {
          const older = fetchMoreResult.conversation;
          const current = prev.conversation;
          if (older.__typename !== 'Conversation' || current.__typename !== 'Conversation') return prev;
          return { ...prev, conversation: { ...current, hasMore: older.hasMore, messages: [...older.messages, ...current.messages] } };
        },
      });
      const page = older.data?.conversation;
      if (page?.__typename === 'Conversation') {
        say(t('messages.olderShown', { count: page.messages.length }));
        setFocusLog(hadFocus && !page.hasMore);
      }
    } catch {
      // The button stays; the member can ask again.
    } finally {
      setLoadingOlder(false);
    }
  }

  if (!c && query.error) {
    return <LoadError error={query.error} message={t('messages.loadFailed')} onRetry={() => void query.refetch().catch(() => undefined)} />;
  }
  if (!c) {
    return (
      <p className="loading" role="status">
        {t('messages.loading')}
      </p>
    );
  }
  if (!conversation) {
    return (
      <p className="form-error" role="alert">
        {'code' in c ? refusalText(c) : t('messages.loadFailed')}
      </p>
    );
  }

  const left = MESSAGE_RULES.maxChars - messageChars(messageText(draft));

  return (
    <section className="thread" aria-labelledby={`${composerId}-title`}>
      <header className="thread-head">
        <Link to="/messages" className="thread-back">
          <span aria-hidden="true">← </span>
          {t('messages.back')}
        </Link>
        <h2 id={`${composerId}-title`}>
          {conversation.member ? <Link to={`/profile/${memberId}`}>{name}</Link> : name}
        </h2>
      </header>
      {conversation.hasMore ? (
        <BusyButton type="button" className="button button-ghost thread-older" onClick={() => void showOlder()} busy={loadingOlder}>
          {t('messages.older')}
        </BusyButton>
      ) : null}
      {/* A log, silent (the announcer below says what arrives); it scrolls, so it takes keyboard focus too. */}
      <div ref={logRef} className="thread-scroll" role="log" aria-live="off" aria-label={t('messages.threadWith', { name })} tabIndex={0}>
        <ol className="thread-messages">
          {messages.length === 0 && pending.length === 0 && !conversation.closed ? <li className="thread-empty">{t('messages.threadEmpty')}</li> : null}
          {messages.map((m) => {
            const status = m.mine ? statusOf(m, conversation.otherReadUpTo) : null;
            return (
              <li key={m.id} className={m.mine ? 'message message-mine' : 'message message-theirs'}>
                <span className="visually-hidden">{m.mine ? t('messages.fromYou') : t('messages.fromThem', { name })}</span>
                <p className="message-body">{m.body}</p>
                <span className="message-meta">
                  <time dateTime={m.sentAt}>{momentText(m.sentAt)}</time>
                  {status ? <span className={`message-status message-status-${status}`}>{t(`messages.status.${status}`)}</span> : null}
                  {!m.mine ? (
                    <button type="button" className="button button-ghost message-report" aria-label={t('messages.reportLabel', { name })} onClick={() => setReporting(m.id)}>
                      {t('messages.report')}
                    </button>
                  ) : null}
                </span>
              </li>
            );
          })}
          {pending.filter((p) => !p.refused).map((p) => (
            <li key={`pending-${p.key}`} className="message message-mine message-pending">
              <span className="visually-hidden">{t('messages.fromYou')}</span>
              <p className="message-body">{p.body}</p>
              <span className="message-meta">
                <span className={`message-status message-status-${p.failed ? 'failed' : 'sending'}`}>
                  {t(`messages.status.${p.failed ? 'failed' : 'sending'}`)}
                </span>
                {p.failed ? (
                  <button
                    type="button"
                    className="button button-ghost message-retry"
                    onClick={() => retryMessage(client, memberId, p)}
                  >
                    {t('messages.retry')}
                  </button>
                ) : null}
              </span>
            </li>
          ))}
          <li ref={endRef} className="thread-end" aria-hidden="true" />
        </ol>
      </div>
      <Announcer said={said} className="thread-announcer" />
      <Feedback value={feedback} className="thread-feedback" />
      {conversation.closed ? (
        <>
          <p className="composer-closed" role="status">
            {t(`messages.closed.${conversation.closedReason ?? 'UNAVAILABLE'}`)}
          </p>
          {/* A message refused because the conversation closed meanwhile is not lost: its text stays to copy. */}
          {draft.trim() ? (
            <div className="composer-unsent">
              <p>{t('messages.unsentKept')}</p>
              <p className="message-body">{draft}</p>
            </div>
          ) : null}
        </>
      ) : (
        <form className="composer" onSubmit={submit} noValidate>
          <label htmlFor={composerId} className="visually-hidden">
            {t('messages.composerLabel', { name })}
          </label>
          <textarea
            id={composerId}
            value={draft}
            rows={2}
            placeholder={t('messages.composerPlaceholder')}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              setProblem(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
            }}
          />
          <button type="submit" className="button button-primary" aria-keyshortcuts="Control+Enter">
            {t('messages.send')}
          </button>
          <span id={hintId} className={left < 0 ? 'composer-hint composer-over' : 'composer-hint'}>
            <span className="composer-count">{left >= 0 ? t('messages.charactersLeft', { count: left }) : t('messages.charactersOver', { count: -left })}</span>
            {/* Where there is a keyboard (a fine pointer that hovers), the shortcut is said; on a phone it is not. */}
            <span className="composer-shortcut"> · {t('messages.sendShortcut')}</span>
          </span>
          {problem ? (
            <p id={problemId} className="form-error composer-problem" role="alert">
              {problem()}
            </p>
          ) : null}
        </form>
      )}
      {reporting ? (
        <ReportDialog
          name={name}
          title={t('messages.reportTitle', { name })}
          intro={t('messages.reportIntro')}
          onClose={() => setReporting(null)}
          onReport={async (category, details) => {
            let outcome: Outcome;
            try {
              const { data } = await reportMessage({ variables: { input: { messageId: reporting, category, details } } });
              outcome = outcomeOf(data?.reportMessage, ACTIONS.reportMessage);
            } catch (error) {
              outcome = failedOutcome(error);
            }
            if (!outcome.ok) return outcome.message;
            // Done: the dialog closes and the thread says so where the member is reading.
            setReporting(null);
            setFeedback(outcome);
            return null;
          }}
        />
      ) : null}
    </section>
  );
}
