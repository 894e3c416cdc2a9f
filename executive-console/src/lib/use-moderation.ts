import { useCallback } from 'react';
import { i18n } from '../i18n';
import { failureText } from './api-error';
import { messageOf } from './errors';
import type { Outcome } from './outcome';
import { useConfirmedAction } from './use-confirmed-action';

/** What a moderation mutation answers: a success type, or a refusal with its code. */
type Answer = { __typename: string; code?: string | null } | null | undefined;

/** Every moderation action has its done and failed texts in the catalog (users.done.*, users.failed.*). */
export type ModerationAction = 'approve' | 'reject' | 'delete' | 'lift';

const SUCCESS = new Set(['MemberModerationSuccess', 'ExecutiveModerationSuccess', 'DeleteSuccess']);

/**
 * Runs one moderation action on a member or an executive (useConfirmedAction): done (`users.done.<action>`),
 * refused (by code and the text the API named) or failed (`users.failed.<action>`); resolves whether it was done
 * (false also when no answer came in time). `busy` holds the ids being worked on, so their buttons are disabled
 * meanwhile. `perform` should be stable (useCallback).
 */
export function useModeration<A extends ModerationAction>(
  perform: (action: A, id: string) => Promise<Answer>,
) {
  const { run: runAction, busy } = useConfirmedAction();
  const run = useCallback(
    async (action: A, target: { id: string; fullName: string }): Promise<boolean> => {
      const key = action as ModerationAction;
      const outcome = await runAction(target.id, async (): Promise<Outcome> => {
        try {
          const result = await perform(action, target.id);
          if (result && SUCCESS.has(result.__typename)) return { ok: true, message: i18n.t(`users.done.${key}`, { name: target.fullName }) };
          return { ok: false, message: failureText(result && 'code' in result ? result : null) };
        } catch (err) {
          console.error(err);
          return { ok: false, message: messageOf(err, `${i18n.t(`users.failed.${key}`, { name: target.fullName })} ${i18n.t('common:messages.somethingWrong')}`) };
        }
      });
      return outcome?.ok ?? false;
    },
    [perform, runAction],
  );
  return { run, busy };
}
