import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useModeration } from '../../../lib/use-moderation';
import { LiftSuspensionDocument } from './lift-suspension';
import {
  ApproveMemberDocument,
  DeleteMemberDocument,
  RejectMemberDocument,
} from './operations';

export type MemberAction = 'approve' | 'reject' | 'delete' | 'lift';


/**
 * Approve, reject, delete a member or lift a suspension; every outcome is reported in the snackbar and the screen's
 * queries are fetched again afterwards, whatever the outcome, so they show the truth (useConfirmedAction).
 */
export function useMemberActions() {
  const [approve] = useMutation(ApproveMemberDocument);
  const [reject] = useMutation(RejectMemberDocument);
  const [lift] = useMutation(LiftSuspensionDocument);
  const [remove] = useMutation(DeleteMemberDocument, {
    update(cache, { data }) {
      if (data?.deleteMember.__typename === 'DeleteSuccess') {
        cache.evict({ id: cache.identify({ __typename: 'Member', id: data.deleteMember.id }) });
        cache.gc();
      }
    },
  });
  const perform = useCallback(
    async (action: MemberAction, id: string) => {
      if (action === 'approve') return (await approve({ variables: { id } })).data?.approveMember;
      if (action === 'reject') return (await reject({ variables: { id } })).data?.rejectMember;
      if (action === 'lift') return (await lift({ variables: { memberId: id } })).data?.liftSuspension;
      return (await remove({ variables: { id } })).data?.deleteMember;
    },
    [approve, reject, lift, remove],
  );
  return useModeration(perform);
}
