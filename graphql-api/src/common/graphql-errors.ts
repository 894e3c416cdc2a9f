import { Field, InterfaceType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ERROR_CODES, Refusal, type ErrorCode, type Failure } from './failure.js';

const ErrorCodeEnum = Object.fromEntries(Object.keys(ERROR_CODES).map((k) => [k, k])) as { [K in ErrorCode]: K };
registerEnumType(ErrorCodeEnum, {
  name: 'ErrorCode',
  description: 'Why an expected failure happened. Each result union lists the error types it can return.',
  valuesConfig: Object.fromEntries(Object.entries(ERROR_CODES).map(([k, v]) => [k, { description: v.description }])),
});

@InterfaceType({ description: 'Shape shared by every expected failure: a stable code and the message to show the user.' })
export abstract class ErrorResult {
  @Field(() => ErrorCodeEnum, { description: 'Stable machine-readable reason.' })
  code!: ErrorCode;

  @Field({ description: 'User-facing message, word for word as the product shows it.' })
  message!: string;
}

@ObjectType({ description: 'One input rule that failed.' })
export class FieldError {
  @Field({ description: 'Input field name, e.g. mobile.' })
  field!: string;

  @Field({ description: 'User-facing message for that field.' })
  message!: string;
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

/** The GraphQL error object for an expected failure. */
export function errorResult(failure: Failure): ErrorResult {
  const base = { code: failure.code, message: failure.message };
  switch (failure.code) {
    case 'VALIDATION_FAILED':
    case 'EMAIL_TAKEN':
    case 'INVALID_PHOTO':
    case 'PHOTO_TOO_LARGE':
    case 'INVALID_TOKEN':
      return Object.assign(new ValidationError(), base, { fieldErrors: failure.fieldErrors ?? [] });
    case 'INVALID_CREDENTIALS':
      return Object.assign(new InvalidCredentialsError(), base);
    case 'NOT_APPROVED':
    case 'AWAITING_APPROVAL':
    case 'PROFILE_REJECTED':
    case 'ACCOUNT_SUSPENDED':
      return Object.assign(new NotApprovedError(), base);
    case 'RATE_LIMITED':
    case 'INTEREST_LIMIT':
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
