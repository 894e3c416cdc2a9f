import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNotify } from '../../../components/feedback/notifier';
import { readAdmin } from '../../../lib/admin-storage';
import { messageOf } from '../../../lib/errors';
import { failureText } from '../../../lib/api-error';
import { i18n } from '../../../i18n';
import {
  ApproveExecutiveDocument,
  DeleteExecutiveDocument,
  ExecutivesListDocument,
  RejectExecutiveDocument,
} from './operations';

export type ExecutiveAction = 'approve' | 'reject' | 'delete';

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
          notify(i18n.t(`users.done.${action}`, { name: executive.fullName }), 'success');
          return true;
        }
        notify(
          failureText(result && 'code' in result ? result : null, {
            NOT_FOUND: 'executive',
            INVALID_TRANSITION: action === 'approve' ? 'executiveApprove' : action === 'reject' ? 'executiveReject' : 'executiveDelete',
          }),
          'error',
        );
        return false;
      } catch (err) {
        console.error(err);
        notify(messageOf(err, `${i18n.t(`users.failed.${action}`, { name: executive.fullName })} ${i18n.t('common:messages.somethingWrong')}`), 'error');
        return false;
      } finally {
        setBusy(null);
      }
    },
    [approve, reject, remove, notify],
  );

  return { run, busy };
}
