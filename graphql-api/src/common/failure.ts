import type { FieldError, ValidationCode } from '@matrimony/schema';
import { fieldError } from '@matrimony/schema';
import { validationText, type Translate } from './i18n.js';

/**
 * Codes of expected failures: part of the GraphQL schema (ErrorCode) and mapped to REST statuses. Their texts
 * are `errors.<CODE>` in the `common` catalog (docs/error-codes.md lists them with their contexts).
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, description: 'An input rule failed; fieldErrors says which.' },
  EMAIL_TAKEN: { status: 409, description: 'An account of this kind already uses the email.' },
  INVALID_PHOTO: { status: 400, description: 'The photo is not a readable JPEG, PNG or WebP within the limits.' },
  PHOTO_TOO_LARGE: { status: 413, description: 'The photo is larger than 5 MB.' },
  INVALID_CREDENTIALS: { status: 401, description: 'Wrong email or password.' },
  NOT_APPROVED: { status: 403, description: 'The executive account is not approved yet.' },
  AWAITING_APPROVAL: { status: 403, description: "The member's profile awaits an executive's approval." },
  PROFILE_REJECTED: { status: 403, description: "The member's profile was rejected." },
  RATE_LIMITED: { status: 429, description: 'Too many attempts; retry later.' },
  NOT_FOUND: { status: 404, description: 'No such record visible to you.' },
  INVALID_TRANSITION: { status: 409, description: 'The record is not in a state that allows this action.' },
  SELF_ACTION: { status: 403, description: 'An administrator cannot act on their own account.' },
  NOT_YOUR_MEMBER: { status: 403, description: "The member belongs to another community or district than the executive's." },
  ADMIN_MISMATCH: { status: 403, description: 'currentAdminId names someone other than the logged-in administrator.' },
  INVALID_TOKEN: { status: 400, description: 'The reset link is unknown, used or expired.' },
  ACCOUNT_SUSPENDED: { status: 403, description: 'The member is suspended and cannot use member features until an executive lifts it.' },
  CANNOT_TARGET_SELF: { status: 400, description: 'A member cannot do this to their own profile (interest, shortlist, block, report).' },
  ALREADY_SENT: { status: 409, description: 'An interest of yours to this member is still pending.' },
  ALREADY_CONNECTED: { status: 409, description: 'The two members are already connected.' },
  INTEREST_COOLDOWN: { status: 409, description: 'This member declined your interest less than 90 days ago.' },
  INTEREST_LIMIT: { status: 429, description: 'The daily or weekly number of new interests is reached; retryAfterSeconds says when one is free.' },
  REMINDER_LIMIT: { status: 409, description: 'An interest can be reminded at most twice.' },
  REMINDER_TOO_SOON: { status: 409, description: 'Reminders must be at least 7 days apart.' },
  NOT_CONNECTED: { status: 409, description: 'The two members are not connected.' },
  ALREADY_REPORTED: { status: 409, description: 'Your earlier report of this member is still being looked at.' },
  CONVERSATION_CLOSED: { status: 409, description: 'The conversation is closed (a block or an ended connection): readable, but no one can write.' },
  MESSAGE_TOO_LONG: { status: 400, description: 'A message can be at most 2,000 characters.' },
  MESSAGE_LIMIT: { status: 429, description: 'The 100 messages a day are sent; retryAfterSeconds says when the day ends (India time).' },
  AWAITING_REPLY: { status: 409, description: 'Three messages were sent to a member who has not replied yet; wait for their reply.' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** How a failure's text is chosen: `errors.<CODE>_<context>` (falling back to `errors.<CODE>`), with values. */
export interface MessageSpec {
  /** i18next context: picks the specific text of a code, e.g. 'member' gives errors.NOT_FOUND_member. */
  context?: string;
  /** Interpolation values (and `count` for plurals). */
  params?: Record<string, string | number>;
}

export interface Failure extends MessageSpec {
  code: ErrorCode;
  fieldErrors?: FieldError[];
  retryAfterSeconds?: number;
}

/** A failure as a client receives it: the code, the text in the reader's language, field errors translated. */
export interface TranslatedFailure {
  code: ErrorCode;
  message: string;
  fieldErrors?: FieldError[];
  retryAfterSeconds?: number;
}

/** The text of a code in the reader's language (`errors.<code>` with an optional context). */
export function errorText(t: Translate, code: string, spec: MessageSpec = {}): string {
  return (t as (key: string, options?: Record<string, unknown>) => string)(`errors.${code}`, { context: spec.context, ...spec.params });
}

/** Codes whose message is their first field error (what a form shows first). */
const MESSAGE_FROM_FIELD: ReadonlySet<ErrorCode> = new Set(['VALIDATION_FAILED', 'INVALID_PHOTO', 'PHOTO_TOO_LARGE']);

/** The field error whose text is the failure's message, if any. */
export function leadingFieldError(failure: Failure): FieldError | undefined {
  return MESSAGE_FROM_FIELD.has(failure.code) ? failure.fieldErrors?.[0] : undefined;
}

export function translateFailure(t: Translate, failure: Failure): TranslatedFailure {
  const fieldErrors = failure.fieldErrors?.map((fe) => ({ ...fe, message: validationText(t, fe.code) }));
  const lead = leadingFieldError(failure);
  const message = lead ? validationText(t, lead.code) : errorText(t, failure.code, failure);
  return { code: failure.code, message, fieldErrors, retryAfterSeconds: failure.retryAfterSeconds };
}

/**
 * An expected failure (docs/error-codes.md): thrown by services, turned into a result-union member by resolvers and
 * into `{ success: false, code, message }` with the mapped status by REST routes. The message is written in
 * the request's language at that boundary; services only say which code (and context).
 */
export class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.code);
    this.name = 'Refusal';
  }
}

type RefuseExtra = Omit<Failure, 'code'>;

/** Refuses with a code; `spec` picks its text (`{ context: 'member' }`, params) and carries field errors or a retry time. */
export function refuse(code: ErrorCode, spec: RefuseExtra = {}): never {
  throw new Refusal({ code, ...spec });
}

/** Refuses input: the failed rules with their codes (the first one is the message). */
export function validationFailed(fieldErrors: FieldError[]): never {
  throw new Refusal({ code: 'VALIDATION_FAILED', fieldErrors });
}

/** One field's failed rule, refused. */
export function invalidField(field: string, code: ValidationCode): never {
  validationFailed([fieldError(field, code)]);
}

/** Unexpected-path errors with a stable code (the request itself is not acceptable). */
export type ProblemCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'PAYLOAD_TOO_LARGE' | 'INTERNAL_SERVER_ERROR' | 'SERVICE_UNAVAILABLE';

export const PROBLEM_STATUS: Record<ProblemCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** A refused request (not logged in, not allowed, malformed); its text is `errors.<CODE>[_<context>]`. */
export class Problem extends Error {
  constructor(readonly code: ProblemCode, readonly spec: MessageSpec = {}) {
    super(code);
    this.name = 'Problem';
  }

  /** The text in the reader's language. */
  text(t: Translate): string {
    return errorText(t, this.code, this.spec);
  }
}
