import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { readAdmin } from '../../../lib/admin-storage';
import { useModeration } from '../../../lib/use-moderation';
import {
  ApproveExecutiveDocument,
  DeleteExecutiveDocument,
  RejectExecutiveDocument,
} from './operations';

export type ExecutiveAction = 'approve' | 'reject' | 'delete';


/**
 * Approve, reject and delete an executive (administrators); outcomes and the reload afterwards as for members
 * (useConfirmedAction). The acting administrator's id goes as
 * currentAdminId for compatibility with the REST mirror's payloads; the API checks it against the session.
 */
export function useExecutiveActions() {
  const [approve] = useMutation(ApproveExecutiveDocument);
  const [reject] = useMutation(RejectExecutiveDocument);
  const [remove] = useMutation(DeleteExecutiveDocument, {
    update(cache, { data }) {
      if (data?.deleteExecutive.__typename === 'DeleteSuccess') {
        cache.evict({ id: cache.identify({ __typename: 'Executive', id: data.deleteExecutive.id }) });
        cache.gc();
      }
    },
  });
  const perform = useCallback(
    async (action: ExecutiveAction, id: string) => {
      const variables = { id, currentAdminId: readAdmin()?.id };
      if (action === 'approve') return (await approve({ variables })).data?.approveExecutive;
      if (action === 'reject') return (await reject({ variables })).data?.rejectExecutive;
      return (await remove({ variables })).data?.deleteExecutive;
    },
    [approve, reject, remove],
  );
  return useModeration(perform);
}
