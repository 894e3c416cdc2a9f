import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { SUPPORT } from '@matrimony/schema';
import { i18n } from '../i18n';

/**
 * API failures shown by their stable code from the shared catalogs (docs/error-codes.md), never by the English
 * message the server wrote: a Hindi screen never shows an English error. The console's counterpart of
 * member-portal/src/lib/api-error.ts, written once here for every screen of the console.
 */
type AnyT = (key: string, options?: Record<string, unknown>) => string;
const t: AnyT = (key, options) => (i18n as unknown as { t: AnyT }).t(key, options);

/**
 * The text of a failure code (common:errors.<CODE>, with an optional context; `count` picks the plural of the
 * RATE_LIMITED texts, in minutes), or '' when the catalog lacks it.
 */
export function codeText(code: string | null | undefined, context?: string, count = 1): string {
  if (!code || code === 'INTERNAL_SERVER_ERROR') return '';
  if (!i18n.exists(`common:errors.${code}`) && !i18n.exists(`common:errors.${code}_one`)) return '';
  return t(`common:errors.${code}`, { context, count, supportEmail: SUPPORT.email });
}

/** The code a thrown error carries: a GraphQL error's extensions.code, or a REST answer's `code`. */
export function errorCodeOf(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { code?: unknown };
      if (typeof body.code === 'string') return body.code;
    } catch {
      // not JSON: no code
    }
  }
  return null;
}

/** The text of a thrown error (refused request, network failure) by its code; otherwise the caller's fallback. */
export function requestErrorText(error: unknown, fallback: string): string {
  const code = errorCodeOf(error);
  if (code === 'UNAUTHENTICATED') return codeText(code, 'expired');
  return codeText(code) || fallback;
}

/**
 * The text of a result union's refusal by its `code` and the `messageContext` the API chose (INVALID_TRANSITION
 * with 'memberApproved' reads "This member is already approved."); the generic text when the catalog has none.
 */
export function failureText(result: { code?: string | null; messageContext?: string | null; retryAfterSeconds?: number | null } | null | undefined): string {
  const code = result?.code;
  // RATE_LIMITED says when to try again: whole minutes, as the API counts them (docs/error-codes.md).
  const minutes = result?.retryAfterSeconds ? Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) : 1;
  return codeText(code, result?.messageContext ?? undefined, minutes) || t('common:messages.somethingWrong');
}
