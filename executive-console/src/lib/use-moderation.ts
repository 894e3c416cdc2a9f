import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNotify } from '../components/feedback/notifier';
import { i18n } from '../i18n';
import { failureText } from './api-error';
import { messageOf } from './errors';

/** What a moderation mutation answers: a success type, or a refusal with its code. */
type Answer = { __typename: string; code?: string | null } | null | undefined;

/** Every moderation action has its done and failed texts in the catalog (users.done.*, users.failed.*). */
export type ModerationAction = 'approve' | 'reject' | 'delete' | 'lift';

const SUCCESS = new Set(['MemberModerationSuccess', 'ExecutiveModerationSuccess', 'DeleteSuccess']);

/**
 * Runs one moderation action on a member or an executive and reports its outcome in the snackbar: done
 * (`users.done.<action>`), refused (by code and the text the API named; the screen's queries are then asked again)
 * or failed. `busy` holds
 * the id being worked on, so its buttons are disabled meanwhile. `perform` should be stable (useCallback).
 */
export function useModeration<A extends ModerationAction>(
  perform: (action: A, id: string) => Promise<Answer>,
) {
  const notify = useNotify();
  const client = useApolloClient();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async (action: A, target: { id: string; fullName: string }): Promise<boolean> => {
      setBusy(target.id);
      try {
        const result = await perform(action, target.id);
        if (result && SUCCESS.has(result.__typename)) {
          notify(i18n.t(`users.done.${action as ModerationAction}`, { name: target.fullName }), 'success');
          return true;
        }
        notify(failureText(result && 'code' in result ? result : null), 'error');
        // Refused (someone else acted first, say): every query on screen, a details page's too, shows the truth.
        void client.refetchQueries({ include: 'active' });
        return false;
      } catch (err) {
        console.error(err);
        notify(messageOf(err, `${i18n.t(`users.failed.${action as ModerationAction}`, { name: target.fullName })} ${i18n.t('common:messages.somethingWrong')}`), 'error');
        return false;
      } finally {
        setBusy(null);
      }
    },
    [perform, notify, client],
  );
  return { run, busy };
}
