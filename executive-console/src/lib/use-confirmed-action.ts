import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNotify } from '../components/feedback/notifier';
import { i18n } from '../i18n';
import { failedOutcome, type Outcome } from './outcome';

/**
 * How long a confirmed action may go unanswered before its dialog lets go: as long as the member portal waits for a
 * message to be sent. Mutations have no time-out of their own (lib/load-timeout.ts), since one may have been applied.
 */
export const ACTION_TIMEOUT_MS = 20_000;

/**
 * Runs one confirmed action (approve, reject, delete, lift a suspension, take or resolve a report) and says its
 * outcome in the snackbar, read from the mutation's own answer. Then every query on screen is asked again, whatever
 * the outcome (docs/product.md, 'Executive console'), on its own: a reload that fails is that list's load error
 * (ServerGrid), never the action's failure.
 *
 * Without an answer within ACTION_TIMEOUT_MS, `run` gives up waiting (its confirm dialog closes with `null`): the
 * executive is told no answer came, neither done nor failed, and the screen is asked again, so it shows what was
 * saved. The request is not cancelled: if its answer comes after all, it is said then. `busy` holds the ids whose
 * action has not answered yet, so their buttons stay off and nothing is sent twice.
 */
export function useConfirmedAction() {
  const notify = useNotify();
  const client = useApolloClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const run = useCallback(
    (id: string, send: () => Promise<Outcome>): Promise<Outcome | null> => {
      const reload = () => void client.refetchQueries({ include: 'active' }).catch(() => undefined);
      setBusy((ids) => new Set(ids).add(id));
      const answered = send()
        .catch(failedOutcome)
        .then((outcome) => {
          notify(outcome.message, outcome.ok ? 'success' : 'error');
          return outcome;
        })
        .finally(() => {
          setBusy((ids) => {
            const rest = new Set(ids);
            rest.delete(id);
            return rest;
          });
          reload();
        });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const unanswered = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          notify(i18n.t('ui.noAnswer'), 'warning');
          reload();
          resolve(null);
        }, ACTION_TIMEOUT_MS);
      });
      return Promise.race([answered, unanswered]).finally(() => clearTimeout(timer));
    },
    [client, notify],
  );
  return { run, busy };
}
