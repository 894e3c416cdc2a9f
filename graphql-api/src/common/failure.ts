import type { FieldError } from '@matrimony/schema';

/** Codes of expected failures: part of the GraphQL schema (ErrorCode) and mapped to REST statuses. */
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
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface Failure {
  code: ErrorCode;
  message: string;
  fieldErrors?: FieldError[];
  retryAfterSeconds?: number;
}

/**
 * An expected failure (conventions 4): thrown by services, turned into a result-union member by resolvers and
 * into `{ success: false, message }` with the mapped status by REST routes.
 */
export class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
    this.name = 'Refusal';
  }
}

export function refuse(code: ErrorCode, message: string, extra: Omit<Failure, 'code' | 'message'> = {}): never {
  throw new Refusal({ code, message, ...extra });
}

export function validationFailed(fieldErrors: FieldError[]): never {
  throw new Refusal({ code: 'VALIDATION_FAILED', message: fieldErrors[0]?.message ?? 'Invalid input.', fieldErrors });
}

/** Unexpected-path errors with a stable code (the request itself is not acceptable). */
export type ProblemCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'PAYLOAD_TOO_LARGE' | 'INTERNAL_SERVER_ERROR';

export const PROBLEM_STATUS: Record<ProblemCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL_SERVER_ERROR: 500,
};

export class Problem extends Error {
  constructor(readonly code: ProblemCode, message: string) {
    super(message);
    this.name = 'Problem';
  }
}
