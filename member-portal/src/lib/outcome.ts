import type { TFunction } from 'i18next';
import type { CommonCatalog } from '@matrimony/schema';
import { i18n } from '../i18n';
import { failureText, requestErrorText, type ApiFailure } from './api-error';

/** What a mutation's result union came to: success with its text, or the refusal's code and text. */
export interface Outcome {
  ok: boolean;
  /**
   * The text to show, from the catalogs in the language on screen: the action's done text, or the refusal's. Read
   * when shown (a getter), so a message already on screen follows a language switch (docs/translations.md).
   */
  readonly message: string;
  code?: string;
}

/** A result union as the portal asks for it: success types, and failures with `code` (docs/error-codes.md). */
interface Answer {
  __typename?: string;
  code?: string;
  messageContext?: string | null;
  fieldErrors?: ApiFailure['fieldErrors'];
  retryAfterSeconds?: number | null;
  /** Interests: whether the two members are connected now (an accept). */
  connected?: boolean;
}

type DoneKey = keyof CommonCatalog['messages'];

interface Action {
  /** The result types that mean it was done. */
  success: readonly string[];
  /** Its text when done (common:messages.<key>), the same the API would write. */
  done: DoneKey | ((result: Answer) => DoneKey);
}

/** The member actions whose outcomes the portal shows, each with its texts in the catalogs. */
export const ACTIONS = {
  sendInterest: {
    success: ['InterestActionSuccess'],
    // Sending to someone whose interest is waiting accepts theirs (docs/product.md, 'Connect').
    done: (r) => (r.connected ? 'interestAcceptedTheirs' : 'interestSent'),
  },
  respondToInterest: { success: ['InterestActionSuccess'], done: (r) => (r.connected ? 'interestAccepted' : 'interestDeclined') },
  remindInterest: { success: ['InterestActionSuccess'], done: 'interestReminded' },
  withdrawInterest: { success: ['InterestActionSuccess'], done: 'interestWithdrawn' },
  endConnection: { success: ['MemberActionSuccess'], done: 'connectionEnded' },
  shortlistMember: { success: ['MemberActionSuccess'], done: 'shortlisted' },
  unshortlistMember: { success: ['MemberActionSuccess'], done: 'unshortlisted' },
  blockMember: { success: ['MemberActionSuccess'], done: 'blocked' },
  unblockMember: { success: ['MemberActionSuccess'], done: 'unblocked' },
  reportMember: { success: ['ReportSubmitted'], done: 'reported' },
  reportMessage: { success: ['MessageReported'], done: 'messageReported' },
  updateContactSharing: { success: ['ContactSharingSaved'], done: 'contactSharingSaved' },
  updateNotificationSettings: { success: ['NotificationSettingsSaved'], done: 'notificationSettingsSaved' },
} satisfies Record<string, Action>;

/** i18next's t, called through the instance (the texts of the language on screen). */
const t = ((key: string, options?: object) => i18n.t(key as never, options as never)) as unknown as TFunction;

/** The text of a refusal by its code (and the specific text the API named), in the language on screen. */
export function refusalText(result: Answer | null | undefined): string {
  if (!result?.code) return i18n.t('common:messages.somethingWrong');
  return failureText(t, { ...result, code: result.code });
}

/**
 * Reads a result union by what it is, never by the message the server wrote (docs/error-codes.md): done gives the
 * action's text from the catalog, a refusal the text of its code, so a Hindi screen never shows an English answer
 * (even one to a request sent before the language changed).
 */
export function outcomeOf(result: Answer | null | undefined, action: Action): Outcome {
  if (result?.__typename && action.success.includes(result.__typename)) {
    const key = typeof action.done === 'function' ? action.done(result) : action.done;
    return {
      ok: true,
      get message() {
        return i18n.t(`common:messages.${key}`);
      },
    };
  }
  return {
    ok: false,
    code: result?.code,
    get message() {
      return refusalText(result);
    },
  };
}

/** A request that failed outright (refused, network, time-out, server error): its code's text, else the generic one. */
export function failedOutcome(error: unknown): Outcome {
  console.error(error);
  return {
    ok: false,
    get message() {
      return requestErrorText(t, error) ?? i18n.t('common:messages.somethingWrong');
    },
  };
}
