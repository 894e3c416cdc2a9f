import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog, type ConfirmRequest } from '../../../components/confirm-dialog';
import { Feedback, useFeedback } from '../../../components/feedback';
import { RelationshipBadge } from '../../../components/relationship-badge';
import { ReportDialog } from '../../../components/report-dialog';
import { ACTIONS, failedOutcome, outcomeOf, type Outcome } from '../../../lib/outcome';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n';
import { useStoredUser } from '../../../lib/use-stored-user';
import { useBlockMember } from '../api/block-member';
import { useEndConnection } from '../api/end-connection';
import { useMemberRelationship } from '../api/member-relationship';
import { useReportMember } from '../api/report-member';
import { useSendInterest } from '../api/send-interest';
import { useShortlistMember } from '../api/shortlist-member';
import { useUnshortlistMember } from '../api/unshortlist-member';
import { ContactDetails } from './contact-details';
import { MemberActionsPending } from './member-actions-pending';
import { SendInterestDialog, type InterestWords } from './send-interest-dialog';
import { keepFocusIn } from '../../../components/keep-focus-in';
import { BusyButton } from '../../../components/busy-button';

/**
 * On another member's profile: where the two stand, and what the viewer can do about it. Send interest (or
 * accept theirs), shortlist, block (asked first), report; a connection's contact details with tap-to-call and
 * tap-to-mail, and ending the connection (asked first). Every action says how it went.
 */
export function MemberActions({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const navigate = useNavigate();
  const { data, loading, refetch } = useMemberRelationship(memberId);
  const [feedback, setFeedback] = useFeedback();
  const [dialog, setDialog] = useState<'send' | 'report' | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendInterest] = useSendInterest();
  const [shortlist] = useShortlistMember();
  const [unshortlist] = useUnshortlistMember();
  const [block] = useBlockMember();
  const [endConnection] = useEndConnection();
  const [report] = useReportMember();

  const member = data?.member.__typename === 'Member' ? data.member : null;
  if (user?._id === memberId) return null;
  if (!member) {
    // The panel's own query can answer after the profile: hold its room meanwhile, so the details below do not move.
    return loading ? <MemberActionsPending memberId={memberId} /> : null;
  }
  const name = member.fullName;

  /** Runs one action and shows its outcome; returns it for callers that need more (dialogs). */
  const act = async (run: () => Promise<Outcome>): Promise<Outcome> => {
    setBusy(true);
    setFeedback(null);
    let outcome: Outcome;
    try {
      outcome = await run();
    } catch (error) {
      outcome = failedOutcome(error);
    }
    setBusy(false);
    setFeedback(outcome);
    return outcome;
  };

  /** Sends from the dialog: closes it when sent; a refusal stays in the dialog and the panel reads the pair again. */
  const send = async (words: InterestWords): Promise<string | null> => {
    const outcome = await act(async () => outcomeOf((await sendInterest({ variables: { memberId, ...words } })).data?.sendInterest, ACTIONS.sendInterest));
    if (outcome.ok) {
      setDialog(null);
      return null;
    }
    // What was refused may mean the pair changed meanwhile (their interest arrived, a block): show it as it is now.
    void refetch().catch(() => undefined);
    return outcome.message;
  };

  const askBlock = () =>
    setConfirm({
      title: t('connect.block.title', { name }),
      body: <p>{t('connect.block.body', { name })}</p>,
      confirmLabel: t('connect.block.confirm'),
      cancelLabel: t('connect.cancel'),
      onConfirm: async () => {
        const outcome = await act(async () => outcomeOf((await block({ variables: { memberId } })).data?.blockMember, ACTIONS.blockMember));
        // Their profile is 'User not found' from now on: go where the block can be seen (and undone).
        if (outcome.ok) navigate('/connections?tab=blocked', { state: { feedback: outcome.message } });
      },
    });

  const askEnd = () =>
    setConfirm({
      title: t('connect.end.title', { name }),
      body: <p>{t('connect.end.body', { name })}</p>,
      confirmLabel: t('connect.end.confirm'),
      cancelLabel: t('connect.cancel'),
      onConfirm: () => act(async () => outcomeOf((await endConnection({ variables: { memberId } })).data?.endConnection, ACTIONS.endConnection)),
    });

  const relationship = member.relationship;
  return (
    <section ref={keepFocusIn} className="member-actions card" aria-labelledby="member-actions-title">
      <h2 id="member-actions-title" className="member-actions-title">
        {t('connect.panelTitle')}
      </h2>
      <p className="member-actions-state">
        <RelationshipBadge relationship={relationship} shortlisted={member.shortlisted} />
        <span>{t(`connect.state.${relationship}`, { name })}</span>
      </p>
      {member.interestAllowedFrom ? (
        // Their decline holds the viewer off for 90 days (docs/product.md): said, instead of a button that is refused.
        <p className="member-actions-note">
          {t('connect.askAgainOn', { name, date: new Date(member.interestAllowedFrom).toLocaleDateString(intlLocale(), { day: 'numeric', month: 'long', year: 'numeric' }) })}
        </p>
      ) : null}
      <div className="member-actions-buttons">
        {relationship === 'NONE' || (relationship === 'DECLINED' && !member.interestAllowedFrom) ? (
          <BusyButton type="button" className="button button-primary" busy={busy} onClick={() => setDialog('send')}>
            {t('connect.actions.sendInterest')}
          </BusyButton>
        ) : null}
        {relationship === 'INTEREST_RECEIVED' ? (
          <>
            {/* Sending an interest to someone whose interest is pending accepts theirs (docs/product.md). */}
            <BusyButton
              type="button"
              className="button button-primary"
              busy={busy}
              onClick={() => void act(async () => outcomeOf((await sendInterest({ variables: { memberId, message: null } })).data?.sendInterest, ACTIONS.sendInterest))}
            >
              {t('connect.actions.accept')}
            </BusyButton>
            <Link className="button button-ghost" to="/connections?tab=received">
              {t('connect.actions.openReceived')}
            </Link>
          </>
        ) : null}
        {relationship === 'INTEREST_SENT' ? (
          <Link className="button button-ghost" to="/connections?tab=sent">
            {t('connect.actions.openSent')}
          </Link>
        ) : null}
        <BusyButton
          type="button"
          className="button button-ghost"
          aria-pressed={Boolean(member.shortlisted)}
          busy={busy}
          onClick={() =>
            void act(async () =>
              member.shortlisted
                ? outcomeOf((await unshortlist({ variables: { memberId } })).data?.unshortlistMember, ACTIONS.unshortlistMember)
                : outcomeOf((await shortlist({ variables: { memberId } })).data?.shortlistMember, ACTIONS.shortlistMember),
            )
          }
        >
          {member.shortlisted ? t('connect.actions.shortlisted') : t('connect.actions.shortlist')}
        </BusyButton>
        <BusyButton type="button" className="button button-ghost" busy={busy} onClick={() => setDialog('report')}>
          {t('connect.actions.report')}
        </BusyButton>
        <BusyButton type="button" className="button button-ghost button-danger" busy={busy} onClick={askBlock}>
          {t('connect.actions.block')}
        </BusyButton>
      </div>
      <Feedback value={feedback} />
      {relationship === 'CONNECTED' ? (
        <>
          <ContactDetails contact={member} name={name} />
          <BusyButton type="button" className="button button-ghost button-danger" busy={busy} onClick={askEnd}>
            {t('connect.actions.end')}
          </BusyButton>
        </>
      ) : null}
      {dialog === 'send' ? <SendInterestDialog name={name} onSend={send} onClose={() => setDialog(null)} /> : null}
      {dialog === 'report' ? (
        <ReportDialog
          name={name}
          onClose={() => setDialog(null)}
          onReport={async (category, details) => {
            const outcome = await act(async () =>
              outcomeOf((await report({ variables: { input: { memberId, category, details, context: 'PROFILE' } } })).data?.reportMember, ACTIONS.reportMember),
            );
            if (outcome.ok) {
              setDialog(null);
              return null;
            }
            return outcome.message;
          }}
        />
      ) : null}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
