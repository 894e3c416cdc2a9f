import { CombinedGraphQLErrors } from '@apollo/client';
import type { TFunction } from 'i18next';
import { SUPPORT } from '@matrimony/schema';

/**
 * API failures shown by their stable code from the catalogs (docs/error-codes.md), never by the message the
 * server wrote: a Hindi screen never shows an English error, even one answered before the language changed.
 */
export interface ApiFailure {
  code: string;
  /** Which of the code's texts the API chose (errors.<CODE>_<context>); null for the plain one. */
  messageContext?: string | null;
  fieldErrors?: readonly { field: string; code: string }[] | null;
  retryAfterSeconds?: number | null;
}

/** Codes whose text is their first field error (what a form shows first). */
const MESSAGE_FROM_FIELD = new Set(['VALIDATION_FAILED', 'INVALID_PHOTO', 'PHOTO_TOO_LARGE']);

type AnyT = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text of an expected failure: its code's, or the specific one its `messageContext` names
 * (errors.NOT_FOUND_member, ...). A code this copy of the catalog does not know yet (a newer API) reads as the
 * generic "Something went wrong", never as the key or the server's words.
 */
export function failureText(t: TFunction, failure: ApiFailure): string {
  const lead = failure.fieldErrors?.[0];
  if (lead && MESSAGE_FROM_FIELD.has(failure.code)) return validationText(t, lead.code);
  const count = failure.retryAfterSeconds ? Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) : undefined;
  const tt = t as unknown as AnyT;
  return tt(`common:errors.${failure.code}`, { context: failure.messageContext ?? undefined, count, supportEmail: SUPPORT.email, defaultValue: tt('common:messages.somethingWrong') });
}

/** The text of a failed input rule; an unknown rule reads as the generic "Invalid input." */
export function validationText(t: TFunction, code: string): string {
  const tt = t as unknown as AnyT;
  return tt(`common:validation.${code}`, { defaultValue: tt('common:errors.VALIDATION_FAILED') });
}

/** Field name -> text of its first failed rule. */
export function fieldErrorTexts(t: TFunction, fieldErrors: readonly { field: string; code: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const fe of fieldErrors) out[fe.field] ??= validationText(t, fe.code);
  return out;
}

/** A refused request (not logged in, not allowed, ...) by its code; null for anything unexpected. */
export function requestErrorText(t: TFunction, error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  if (typeof code !== 'string' || code === 'INTERNAL_SERVER_ERROR') return null;
  return (t as unknown as AnyT)(`common:errors.${code}`, { defaultValue: '' }) || null;
}
