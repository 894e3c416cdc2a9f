import type { CommonCatalog } from '@matrimony/schema';
import { failureText } from './api-error';
import { messageOf } from './errors';
import { i18n } from '../i18n';

/** What a mutation's result union came to: success with its text, or the refusal's code and text. */
export interface Outcome {
  ok: boolean;
  /** The text to show, from the catalogs in the language on screen. */
  message: string;
  code?: string;
}

export interface Action {
  /** The result types that mean it was done. */
  success: readonly string[];
  /** Its text when done (common:messages.<key>), the same the API would write. */
  done: keyof CommonCatalog['messages'];
}

/**
 * Reads a result union by what it is, never by the message the server wrote (docs/error-codes.md): done gives the
 * action's text from the catalog, a refusal the text of its code (the generic text for a code this copy of the
 * catalog lacks), so a Hindi screen never shows an English answer.
 */
export function outcomeOf(result: { __typename?: string; code?: string; messageContext?: string | null } | null | undefined, action: Action): Outcome {
  if (result?.__typename && action.success.includes(result.__typename)) return { ok: true, message: i18n.t(`common:messages.${action.done}`) };
  return { ok: false, code: result?.code, message: failureText(result) };
}

/** A request that failed outright (network, time-out, server error). */
export function failedOutcome(error: unknown): Outcome {
  console.error(error);
  return { ok: false, message: messageOf(error, i18n.t('common:messages.somethingWrong')) };
}
