import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNotify } from '../../../components/feedback/notifier';
import { messageOf } from '../../../lib/errors';
import { failureText } from '../../../lib/api-error';
import { i18n } from '../../../i18n';
import { LiftSuspensionDocument } from './lift-suspension';
import {
  ApproveMemberDocument,
  DeleteMemberDocument,
  MembersListDocument,
  RejectMemberDocument,
} from './operations';

export type MemberAction = 'approve' | 'reject' | 'delete' | 'lift';

/**
 * Approve, reject and delete a member; every outcome is reported in the snackbar and the list is fetched again
 * afterwards (spec 4: "After list actions the list is refetched"), whatever the outcome, so it shows the truth.
 */
export function useMemberActions() {
  const notify = useNotify();
  const refetch = { refetchQueries: [MembersListDocument], awaitRefetchQueries: true };
  const [approve] = useMutation(ApproveMemberDocument, refetch);
  const [reject] = useMutation(RejectMemberDocument, refetch);
  const [lift] = useMutation(LiftSuspensionDocument, refetch);
  const [remove] = useMutation(DeleteMemberDocument, {
    ...refetch,
    update(cache, { data }) {
      if (data?.deleteMember.__typename === 'DeleteSuccess') {
        cache.evict({ id: cache.identify({ __typename: 'Member', id: data.deleteMember.id }) });
        cache.gc();
      }
    },
  });
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async (action: MemberAction, member: { id: string; fullName: string }): Promise<boolean> => {
      setBusy(member.id);
      try {
        const variables = { id: member.id };
        const result =
          action === 'approve'
            ? (await approve({ variables })).data?.approveMember
            : action === 'reject'
              ? (await reject({ variables })).data?.rejectMember
              : action === 'lift'
                ? (await lift({ variables: { memberId: member.id } })).data?.liftSuspension
                : (await remove({ variables })).data?.deleteMember;
        if (result?.__typename === 'MemberModerationSuccess' || result?.__typename === 'DeleteSuccess') {
          notify(i18n.t(`users.done.${action}`, { name: member.fullName }), 'success');
          return true;
        }
        notify(failureText(result && 'code' in result ? result : null, {
            NOT_FOUND: 'member',
            INVALID_TRANSITION: action === 'delete' ? 'memberDelete' : action === 'lift' ? 'notSuspended' : 'memberApproved',
          }), 'error');
        return false;
      } catch (err) {
        console.error(err);
        notify(messageOf(err, `${i18n.t(`users.failed.${action}`, { name: member.fullName })} ${i18n.t('common:messages.somethingWrong')}`), 'error');
        return false;
      } finally {
        setBusy(null);
      }
    },
    [approve, reject, remove, lift, notify],
  );

  return { run, busy };
}
