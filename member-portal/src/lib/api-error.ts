import { CombinedGraphQLErrors } from '@apollo/client';
import type { ParseKeys, TFunction } from 'i18next';
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

/**
 * A form's field errors as kept in its state: field name -> code of its first failed rule (never the words), so
 * the texts shown follow a language switch at once (docs/translations.md).
 */
export type FieldErrorCodes = Partial<Record<string, string>>;

/** Field name -> code of its first failed rule (the form's state). */
export function fieldErrorCodes(fieldErrors: readonly { field: string; code: string }[]): FieldErrorCodes {
  const out: Record<string, string> = {};
  for (const fe of fieldErrors) out[fe.field] ??= fe.code;
  return out;
}

/** Field name -> text of its rule, in the language on screen (at render). */
export function fieldErrorTexts(t: TFunction, codes: FieldErrorCodes): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const [field, code] of Object.entries(codes)) if (code) out[field] = validationText(t, code);
  return out;
}

/**
 * A form's message as kept in its state: how to say it, not the words. The form says it at render with its `t`,
 * so a message shown before a language switch is said again in the new language (docs/translations.md).
 */
export type Said = (t: TFunction) => string;

/** The ways a form's message is said: a catalog key, a failed rule, an API refusal, a failed request. */
export const say = {
  key: (key: ParseKeys<['portal', 'common']>): Said => (t) => (t as unknown as AnyT)(key),
  validation: (code: string): Said => (t) => validationText(t, code),
  failure: (failure: ApiFailure): Said => (t) => failureText(t, failure),
  /** A failed request's code text, else the text of `fallbackKey`. */
  requestError: (error: unknown, fallbackKey: ParseKeys<['portal', 'common']>): Said => (t) => requestErrorText(t, error) ?? (t as unknown as AnyT)(fallbackKey),
};

/** The code of a refused request (a GraphQL error's extensions.code), or null. */
export function requestErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/** A refused request (not logged in, not allowed, ...) by its code; null for anything unexpected. */
export function requestErrorText(t: TFunction, error: unknown): string | null {
  const code = requestErrorCode(error);
  if (!code || code === 'INTERNAL_SERVER_ERROR') return null;
  return (t as unknown as AnyT)(`common:errors.${code}`, { defaultValue: '' }) || null;
}
