import { serverMessage } from './apollo';
import { translate } from './pending-i18n';

/** What a mutation's result union came to: success with its message, or the refusal's code and message. */
export interface Outcome {
  ok: boolean;
  /** The text to show: the success message, or the refusal in the viewer's language, chosen by its code. */
  message: string;
  code?: string;
}

/**
 * Reads a result union (success types carry `message`, every expected failure `code` and `message`). A refusal
 * is shown by its stable code, through the catalog's `errors.<CODE>`; the API's own words (already in the
 * request's language) are the fallback.
 */
export function outcomeOf(result: { __typename?: string; message?: string; code?: string } | null | undefined, successTypes: string[]): Outcome {
  if (result && result.__typename && successTypes.includes(result.__typename)) return { ok: true, message: result.message ?? '' };
  const code = result?.code;
  const message = code ? translate(`common:errors.${code}`, { defaultValue: result?.message ?? '' }) : result?.message;
  return { ok: false, code, message: message || translate('common:messages.somethingWrong', { defaultValue: 'Something went wrong. Please try again.' }) };
}

/** A request that failed outright (network, time-out, server error). */
export function failedOutcome(error: unknown): Outcome {
  console.error(error);
  return { ok: false, message: serverMessage(error) ?? translate('common:messages.somethingWrong', { defaultValue: 'Something went wrong. Please try again.' }) };
}
