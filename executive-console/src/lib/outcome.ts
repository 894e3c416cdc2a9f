import { messageOf } from './errors';
import { i18n } from '../i18n';

/** What a mutation's result union came to: success with its message, or the refusal's code and message. */
export interface Outcome {
  ok: boolean;
  message: string;
  code?: string;
}

/**
 * Reads a result union (success types carry `message`; every expected failure `code` and `message`). The API
 * writes a refusal's message from the same catalogs, by its code and context, in the request's language
 * (Accept-Language follows the screen), so it is shown as sent; the catalog's `errors.<CODE>` stands in when a
 * message is missing.
 */
export function outcomeOf(result: { __typename?: string; message?: string; code?: string } | null | undefined, successTypes: string[]): Outcome {
  if (result?.__typename && successTypes.includes(result.__typename)) return { ok: true, message: result.message ?? '' };
  const code = result?.code;
  const byCode = code && i18n.exists(`common:errors.${code}`) ? i18n.t(`common:errors.${code}` as 'common:errors.NOT_FOUND') : '';
  return { ok: false, code, message: byCode || result?.message || i18n.t('common:messages.somethingWrong') };
}

/** A request that failed outright (network, time-out, server error). */
export function failedOutcome(error: unknown): Outcome {
  console.error(error);
  return { ok: false, message: messageOf(error, i18n.t('common:messages.somethingWrong')) };
}
