import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { SUPPORT } from '@matrimony/schema';
import type { ParseKeys, TFunction } from 'i18next';
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

/**
 * A form's message as kept in its state: how to say it, not the words. The form says it at render with its `t`,
 * so a message shown before a language switch is said again in the new language (docs/translations.md). The
 * console's counterpart of the portal's `Said`.
 */
export type Said = (t: TFunction) => string;

/** The ways a form's message is said: a catalog key, a failed input rule, an API refusal, a failed request. */
export const say = {
  key: (key: ParseKeys<['console', 'common']>): Said => (tt) => (tt as unknown as AnyT)(key),
  /** A failed input rule (common:validation.<CODE>); an unknown rule reads as the generic "Invalid input." */
  validation: (code: string): Said => (tt) => validationText(tt, code),
  /** A result union's refusal by its code, context and wait (failureText). */
  failure: (result: Parameters<typeof failureText>[0]): Said => () => failureText(result),
  /** A failed request's code text, else the text of `fallbackKey`. */
  requestError: (error: unknown, fallbackKey: ParseKeys<['console', 'common']>): Said => (tt) => requestErrorText(error, (tt as unknown as AnyT)(fallbackKey)),
};

/** The text of a failed input rule in the language of `tt`; an unknown rule reads as the generic "Invalid input." */
export function validationText(tt: TFunction, code: string): string {
  const anyT = tt as unknown as AnyT;
  return anyT(`common:validation.${code}`, { defaultValue: anyT('common:errors.VALIDATION_FAILED') });
}
