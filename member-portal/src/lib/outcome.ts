import { i18n } from '../i18n';
import { serverMessage } from './apollo';

/** What a mutation's result union came to: success with its message, or the refusal's code and message. */
export interface Outcome {
  ok: boolean;
  /** The text to show: the success message, or the refusal in the viewer's language. */
  message: string;
  code?: string;
}

/**
 * Reads a result union (success types carry `message`, every expected failure `code` and `message`). The API
 * writes a refusal's message from the same catalogs, by its code and context, in the request's language
 * (Accept-Language follows the screen), so it is shown as sent; the catalog's `errors.<CODE>` stands in when a
 * message is missing.
 */
export function outcomeOf(result: { __typename?: string; message?: string; code?: string } | null | undefined, successTypes: string[]): Outcome {
  if (result && result.__typename && successTypes.includes(result.__typename)) return { ok: true, message: result.message ?? '' };
  const code = result?.code;
  const byCode = code ? i18n.t(`common:errors.${code}`, { defaultValue: '' }) : '';
  return { ok: false, code, message: result?.message || byCode || i18n.t('common:messages.somethingWrong') };
}

/** A request that failed outright (network, time-out, server error). */
export function failedOutcome(error: unknown): Outcome {
  console.error(error);
  return { ok: false, message: serverMessage(error) ?? i18n.t('common:messages.somethingWrong') };
}
