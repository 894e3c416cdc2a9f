import { Ctx, Field, InterfaceType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enCommon, type ValidationCode } from '@matrimony/schema';
import type { RequestContext } from '../app/context.js';
import { ERROR_CODES, Refusal, errorText, leadingFieldError, type ErrorCode, type Failure, type MessageSpec } from './failure.js';
import { validationText } from './i18n.js';

const ErrorCodeEnum = Object.fromEntries(Object.keys(ERROR_CODES).map((k) => [k, k])) as { [K in ErrorCode]: K };
registerEnumType(ErrorCodeEnum, {
  name: 'ErrorCode',
  description: 'Why an expected failure happened. Each result union lists the error types it can return. The texts are in docs/error-codes.md.',
  valuesConfig: Object.fromEntries(Object.entries(ERROR_CODES).map(([k, v]) => [k, { description: v.description }])),
});

const ValidationCodeEnum = Object.fromEntries(Object.keys(enCommon.validation).map((k) => [k, k])) as { [K in ValidationCode]: K };
registerEnumType(ValidationCodeEnum, {
  name: 'FieldErrorCode',
  description: 'Which input rule failed (docs/error-codes.md). Apps show it through their language catalog.',
  valuesConfig: Object.fromEntries(
    Object.entries(enCommon.validation).map(([k, text]) => [k, { description: `English: '${text}'` }]),
  ),
});

/** The language a result is read in: the request's (Accept-Language). */
function tOf(ctx: RequestContext | undefined) {
  return ctx?.t;
}

@InterfaceType({ description: 'Shape shared by every expected failure: a stable code and the message to show the user.' })
export abstract class ErrorResult {
  @Field(() => ErrorCodeEnum, { description: 'Stable machine-readable reason.' })
  code!: ErrorCode;

  /** How the text is chosen (context, values); set by errorResult(). */
  spec: MessageSpec = {};
  /** The first field error, whose text a validation failure shows. */
  firstFieldCode?: string;

  @Field(() => String, {
    nullable: true,
    description: "Which of the code's texts applies, when it has several (e.g. 'member' for NOT_FOUND, 'week' for INTEREST_LIMIT): apps show the catalog's `errors.<CODE>_<context>` (docs/error-codes.md); null for the code's plain text.",
  })
  messageContext(): string | null {
    return this.firstFieldCode ? null : (this.spec.context ?? null);
  }

  @Field(() => String, { description: "User-facing message in the request's language (Accept-Language: hi gives Hindi); English keeps the product's words." })
  message(@Ctx() ctx?: RequestContext): string {
    const t = tOf(ctx);
    if (!t) return this.code;
    return this.firstFieldCode ? validationText(t, this.firstFieldCode) : errorText(t, this.code, this.spec);
  }
}

@ObjectType({ description: 'One input rule that failed.' })
export class FieldError {
  @Field({ description: 'Input field name, e.g. mobile.' })
  field!: string;

  @Field(() => ValidationCodeEnum, { description: 'Stable code of the rule that failed.' })
  code!: ValidationCode;

  @Field(() => String, { description: "User-facing message for that field, in the request's language." })
  message(@Ctx() ctx?: RequestContext): string {
    const t = tOf(ctx);
    return t ? validationText(t, this.code) : this.code;
  }
}

@ObjectType({ implements: ErrorResult, description: 'Input was refused; message is the first field error.' })
export class ValidationError extends ErrorResult {
  @Field(() => [FieldError], { description: 'Every failed rule, in the order the form checks them.' })
  fieldErrors!: FieldError[];
}

@ObjectType({ implements: ErrorResult, description: "Wrong email or password ('Invalid email or password.')." })
export class InvalidCredentialsError extends ErrorResult {}

@ObjectType({ implements: ErrorResult, description: 'The account is not (yet) approved for this.' })
export class NotApprovedError extends ErrorResult {}

@ObjectType({ implements: ErrorResult, description: 'Too many attempts; try again after retryAfterSeconds.' })
export class RateLimitedError extends ErrorResult {
  @Field(() => Int, { description: 'Seconds until another attempt is accepted.' })
  retryAfterSeconds!: number;
}

@ObjectType({ implements: ErrorResult, description: 'No such record visible to the viewer.' })
export class NotFoundError extends ErrorResult {}

@ObjectType({ implements: ErrorResult, description: 'The action is not allowed in the current state or on this account.' })
export class RefusedError extends ErrorResult {}

/** The GraphQL error object for an expected failure; its texts are written per request by the message fields. */
export function errorResult(failure: Failure): ErrorResult {
  const fieldErrors = (failure.fieldErrors ?? []).map((fe) => Object.assign(new FieldError(), { field: fe.field, code: fe.code }));
  const base = {
    code: failure.code,
    spec: { context: failure.context, params: failure.params },
    firstFieldCode: leadingFieldError(failure)?.code,
  };
  switch (failure.code) {
    case 'VALIDATION_FAILED':
    case 'EMAIL_TAKEN':
    case 'INVALID_PHOTO':
    case 'PHOTO_TOO_LARGE':
    case 'INVALID_TOKEN':
    case 'MESSAGE_TOO_LONG':
      return Object.assign(new ValidationError(), base, { fieldErrors });
    case 'INVALID_CREDENTIALS':
      return Object.assign(new InvalidCredentialsError(), base);
    case 'NOT_APPROVED':
    case 'AWAITING_APPROVAL':
    case 'PROFILE_REJECTED':
    case 'ACCOUNT_SUSPENDED':
      return Object.assign(new NotApprovedError(), base);
    case 'RATE_LIMITED':
    case 'INTEREST_LIMIT':
    case 'MESSAGE_LIMIT':
      return Object.assign(new RateLimitedError(), base, { retryAfterSeconds: failure.retryAfterSeconds ?? 60 });
    case 'NOT_FOUND':
      return Object.assign(new NotFoundError(), base);
    default:
      return Object.assign(new RefusedError(), base);
  }
}

/** Runs a service call; an expected failure becomes its result-union member, anything else propagates. */
export async function asResult<T>(work: () => Promise<T>): Promise<T | ErrorResult> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Refusal) return errorResult(err.failure);
    throw err;
  }
}
