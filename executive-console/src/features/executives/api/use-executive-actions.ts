import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@matrimony/schema';
import { useCallback, useState } from 'react';
import { useNotify } from '../../../components/feedback/notifier';
import { readAdmin } from '../../../lib/admin-storage';
import { messageOf } from '../../../lib/errors';
import {
  ApproveExecutiveDocument,
  DeleteExecutiveDocument,
  ExecutivesListDocument,
  RejectExecutiveDocument,
} from './operations';

export type ExecutiveAction = 'approve' | 'reject' | 'delete';
const DONE: Record<ExecutiveAction, string> = { approve: 'approved', reject: 'rejected', delete: 'deleted' };

/**
 * Approve, reject and delete an executive (administrators). The acting administrator's id goes as
 * currentAdminId for compatibility with the spec's payloads; the API checks it against the session.
 */
export function useExecutiveActions() {
  const notify = useNotify();
  const refetch = { refetchQueries: [ExecutivesListDocument], awaitRefetchQueries: true };
  const [approve] = useMutation(ApproveExecutiveDocument, refetch);
  const [reject] = useMutation(RejectExecutiveDocument, refetch);
  const [remove] = useMutation(DeleteExecutiveDocument, {
    ...refetch,
    update(cache, { data }) {
      if (data?.deleteExecutive.__typename === 'DeleteSuccess') {
        cache.evict({ id: cache.identify({ __typename: 'Executive', id: data.deleteExecutive.id }) });
        cache.gc();
      }
    },
  });
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async (action: ExecutiveAction, executive: { id: string; fullName: string }): Promise<boolean> => {
      setBusy(executive.id);
      try {
        const variables = { id: executive.id, currentAdminId: readAdmin()?.id };
        const result =
          action === 'approve'
            ? (await approve({ variables })).data?.approveExecutive
            : action === 'reject'
              ? (await reject({ variables })).data?.rejectExecutive
              : (await remove({ variables })).data?.deleteExecutive;
        if (result?.__typename === 'ExecutiveModerationSuccess' || result?.__typename === 'DeleteSuccess') {
          notify(`${executive.fullName} was ${DONE[action]}.`, 'success');
          return true;
        }
        notify(result && 'message' in result && result.message ? result.message : MESSAGES.somethingWrong, 'error');
        return false;
      } catch (err) {
        console.error(err);
        notify(messageOf(err, `Could not ${action} ${executive.fullName}. ${MESSAGES.somethingWrong}`), 'error');
        return false;
      } finally {
        setBusy(null);
      }
    },
    [approve, reject, remove, notify],
  );

  return { run, busy };
}
