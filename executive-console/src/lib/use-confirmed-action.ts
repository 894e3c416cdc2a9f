import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNotify } from '../components/feedback/notifier';
import { failedOutcome, type Outcome } from './outcome';

/**
 * Runs one confirmed action (approve, reject, delete, lift a suspension, take or resolve a report) and says its
 * outcome in the snackbar, read from the mutation's own answer. Then every query on screen is asked again, whatever
 * the outcome (docs/product.md, 'Executive console'), on its own: a reload that fails is that list's load error
 * (ServerGrid), never the action's failure. `busy` holds the ids being worked on, so their buttons stay off.
 */
export function useConfirmedAction() {
  const notify = useNotify();
  const client = useApolloClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const run = useCallback(
    async (id: string, send: () => Promise<Outcome>): Promise<Outcome> => {
      setBusy((ids) => new Set(ids).add(id));
      try {
        const outcome = await send().catch(failedOutcome);
        notify(outcome.message, outcome.ok ? 'success' : 'error');
        return outcome;
      } finally {
        setBusy((ids) => {
          const rest = new Set(ids);
          rest.delete(id);
          return rest;
        });
        void client.refetchQueries({ include: 'active' }).catch(() => undefined);
      }
    },
    [client, notify],
  );
  return { run, busy };
}
