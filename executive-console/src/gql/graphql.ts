/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Filters of the audit trail. */
export type AuditFilter = {
  /** Only this action (e.g. member.suspend). */
  action?: string | null | undefined;
  /** Only steps by this actor. */
  actorId?: string | number | null | undefined;
  /** From this time (inclusive). */
  from?: string | null | undefined;
  /** Only steps of this report. */
  subjectId?: string | number | null | undefined;
  /** Only steps on this member or executive. */
  targetId?: string | number | null | undefined;
  /** Before this time. */
  to?: string | null | undefined;
};

/** Why an expected failure happened. Each result union lists the error types it can return. The texts are in docs/error-codes.md. */
export type ErrorCode =
  /** The member is suspended and cannot use member features until an executive lifts it. */
  | 'ACCOUNT_SUSPENDED'
  /** currentAdminId names someone other than the logged-in administrator. */
  | 'ADMIN_MISMATCH'
  /** The two members are already connected. */
  | 'ALREADY_CONNECTED'
  /** Your earlier report of this member is still being looked at. */
  | 'ALREADY_REPORTED'
  /** An interest of yours to this member is still pending. */
  | 'ALREADY_SENT'
  /** The member's profile awaits an executive's approval. */
  | 'AWAITING_APPROVAL'
  /** Three messages were sent to a member who has not replied yet; wait for their reply. */
  | 'AWAITING_REPLY'
  /** A member cannot do this to their own profile (interest, shortlist, block, report). */
  | 'CANNOT_TARGET_SELF'
  /** The conversation is closed (a block or an ended connection): readable, but no one can write. */
  | 'CONVERSATION_CLOSED'
  /** An account of this kind already uses the email. */
  | 'EMAIL_TAKEN'
  /** This member declined your interest less than 90 days ago. */
  | 'INTEREST_COOLDOWN'
  /** The daily or weekly number of new interests is reached; retryAfterSeconds says when one is free. */
  | 'INTEREST_LIMIT'
  /** Wrong email or password. */
  | 'INVALID_CREDENTIALS'
  /** The photo is not a readable JPEG, PNG or WebP within the limits. */
  | 'INVALID_PHOTO'
  /** The reset link is unknown, used or expired. */
  | 'INVALID_TOKEN'
  /** The record is not in a state that allows this action. */
  | 'INVALID_TRANSITION'
  /** The 100 messages a day are sent; retryAfterSeconds says when the day ends (India time). */
  | 'MESSAGE_LIMIT'
  /** A message can be at most 2,000 characters. */
  | 'MESSAGE_TOO_LONG'
  /** The executive account is not approved yet. */
  | 'NOT_APPROVED'
  /** The two members are not connected. */
  | 'NOT_CONNECTED'
  /** No such record visible to you. */
  | 'NOT_FOUND'
  /** The member belongs to another community or district than the executive's. */
  | 'NOT_YOUR_MEMBER'
  /** The photo is larger than 5 MB. */
  | 'PHOTO_TOO_LARGE'
  /** The member's profile was rejected. */
  | 'PROFILE_REJECTED'
  /** Too many attempts; retry later. */
  | 'RATE_LIMITED'
  /** An interest can be reminded at most twice. */
  | 'REMINDER_LIMIT'
  /** Reminders must be at least 7 days apart. */
  | 'REMINDER_TOO_SOON'
  /** An administrator cannot act on their own account. */
  | 'SELF_ACTION'
  /** An input rule failed; fieldErrors says which. */
  | 'VALIDATION_FAILED';

/** Derived: isApproved gives APPROVED, isRejected REJECTED, else PENDING. */
export type ExecutiveStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

/** Which input rule failed (docs/error-codes.md). Apps show it through their language catalog. */
export type FieldErrorCode =
  /** English: 'Please use letters, digits, spaces, comma, period or hyphen only.' */
  | 'ADDRESS_CHARACTERS'
  /** English: 'Please write a message.' */
  | 'CHAT_MESSAGE_REQUIRED'
  /** English: 'A message can be at most 2,000 characters.' */
  | 'CHAT_MESSAGE_TOO_LONG'
  /** English: 'The details can be at most 2,000 characters.' */
  | 'DETAILS_TOO_LONG'
  /** English: 'An account with this email already exists.' */
  | 'EMAIL_TAKEN'
  /** English: 'Executive selection is required.' */
  | 'EXECUTIVE_REQUIRED'
  /** English: 'The chosen executive does not serve this community and district.' */
  | 'EXECUTIVE_UNAVAILABLE'
  /** English: 'Please upload your profile image.' */
  | 'IMAGE_REQUIRED'
  /** English: 'Please enter a valid date.' */
  | 'INVALID_DATE'
  /** English: 'Please enter a valid email address' */
  | 'INVALID_EMAIL'
  /** English: 'Invalid email format' */
  | 'INVALID_EXECUTIVE_EMAIL'
  /** English: 'Mobile number must be exactly 10 digits' */
  | 'INVALID_EXECUTIVE_MOBILE'
  /** English: 'Please enter a valid father's mobile number' */
  | 'INVALID_FATHER_MOBILE'
  /** English: 'Please enter a valid 10-digit mobile number starting with 6-9' */
  | 'INVALID_MOBILE'
  /** English: 'Please choose a value from the list.' */
  | 'INVALID_OPTION'
  /** English: 'Please use letters and spaces only.' */
  | 'LETTERS_ONLY'
  /** English: 'The message can be at most 500 characters.' */
  | 'MESSAGE_TOO_LONG'
  /** English: 'The note can be at most 2,000 characters.' */
  | 'NOTE_TOO_LONG'
  /** English: 'Passwords do not match.' */
  | 'PASSWORDS_DO_NOT_MATCH'
  /** English: 'Password must be at least 6 characters long' */
  | 'PASSWORD_TOO_SHORT'
  /** English: 'The image must be at most 5 MB.' */
  | 'PHOTO_TOO_LARGE'
  /** English: 'The image is too large (at most 40 megapixels).' */
  | 'PHOTO_TOO_MANY_PIXELS'
  /** English: 'Please upload a JPEG, PNG or WebP image.' */
  | 'PHOTO_TYPE'
  /** English: 'The image could not be read. Please choose another file.' */
  | 'PHOTO_UNREADABLE'
  /** English: 'This field is required' */
  | 'REQUIRED'
  /** English: 'Password must be at least 6 characters.' */
  | 'RESET_PASSWORD_TOO_SHORT'
  /** English: 'This value is too long.' */
  | 'TOO_LONG'
  /** English: 'You must be at least 18 years old.' */
  | 'UNDER_MIN_AGE';

/** A language the product speaks: en (English, the default) or hi (Hindi). API messages follow Accept-Language. */
export type Language =
  /** English. */
  | 'en'
  /** Hindi (हिन्दी). */
  | 'hi';

/** E-mail and password. */
export type LoginInput = {
  /** E-mail address. */
  email: string;
  /** Password. */
  password: string;
  /** Integrators: return the session token in the answer (for Authorization: Bearer) instead of setting a cookie. */
  returnToken?: boolean;
};

/** Filters of the executives' Users List. */
export type MemberListFilter = {
  /** District (of that state). */
  district?: string | null | undefined;
  /** Part of the name or e-mail. */
  search?: string | null | undefined;
  /** State. */
  state?: string | null | undefined;
  /** Moderation state. */
  status?: MemberStatus | null | undefined;
};

/** Sort order of the Users List. */
export type MemberSort = {
  /** Direction. */
  direction?: SortDirection;
  /** Column. */
  field: MemberSortField;
};

/** Column the Users List is sorted by. */
export type MemberSortField =
  | 'CREATED_AT'
  | 'DISTRICT'
  | 'EMAIL'
  | 'FULL_NAME'
  | 'STATE'
  | 'STATUS';

/** Moderation state of a member: shown as 'Approved', 'Rejected', 'Not Approved', 'Suspended' (after a report; invisible to members until an executive lifts it). */
export type MemberStatus =
  | 'APPROVED'
  | 'NOT_APPROVED'
  | 'REJECTED'
  | 'SUSPENDED';

/** Executive registration; every field is required. */
export type RegisterExecutiveInput = {
  /** Postal address. */
  address: string;
  /** Tehsil or city. */
  block: string;
  /** Community worked for. */
  community: string;
  /** District of that state. */
  district: string;
  /** E-mail (unique among executives). */
  email: string;
  /** Full name. */
  fullName: string;
  /** Male, Female or Other. */
  gender: string;
  /** Exactly 10 digits. */
  mobile: string;
  /** At least 6 characters. */
  password: string;
  /** State. */
  state: string;
};

/** How an executive resolves a report. */
export type ReportAction =
  /** Nothing against the rules: the report is dismissed. */
  | 'DISMISS'
  /** The reported member is suspended: invisible to members and unable to use member features until lifted. */
  | 'SUSPEND'
  /** The reported member is warned (an in-app notice). */
  | 'WARN';

/** Why a member is reported. */
export type ReportCategory =
  /** Already married. */
  | 'ALREADY_MARRIED'
  /** Asks for money. */
  | 'ASKS_FOR_MONEY'
  /** Fake profile. */
  | 'FAKE_PROFILE'
  /** Harassment. */
  | 'HARASSMENT'
  /** Inappropriate photo. */
  | 'INAPPROPRIATE_PHOTO'
  /** Looks under 18. */
  | 'LOOKS_UNDER_18'
  /** Something else (the details say what). */
  | 'OTHER';

/** What was reported. */
export type ReportContext =
  /** A message. */
  | 'MESSAGE'
  /** A photo. */
  | 'PHOTO'
  /** The profile. */
  | 'PROFILE';

/** Filters of the Reports queue. */
export type ReportFilter = {
  /** Only reports of this category. */
  category?: ReportCategory | null | undefined;
  /** Only reports about this member. */
  memberId?: string | number | null | undefined;
  /** Only reports in this state. */
  status?: ReportStatus | null | undefined;
};

/** Order of the Reports queue. */
export type ReportSortOrder =
  /** Newest reports first. */
  | 'NEWEST_FIRST'
  /** Oldest reports first. */
  | 'OLDEST_FIRST';

/** Where a report stands. */
export type ReportStatus =
  /** Resolved with a warning or a suspension. */
  | 'ACTION_TAKEN'
  /** Resolved: nothing against the rules. */
  | 'DISMISSED'
  /** An executive took it. */
  | 'IN_REVIEW'
  /** New, not yet taken by an executive. */
  | 'OPEN';

/** Whether a reset link can still set a password. */
export type ResetLinkStatus =
  /** Unknown, already used (or voided by another reset or an e-mail change) or expired. */
  | 'INVALID'
  /** Unused and not expired: the page may ask for the new password. */
  | 'VALID';

/** Ascending or descending. */
export type SortDirection =
  | 'ASC'
  | 'DESC';

export type CurrentExecutiveQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentExecutiveQuery = { currentExecutive: { id: string, fullName: string, email: string, role: string, isApproved: boolean, isRejected: boolean, status: ExecutiveStatus } | null };

export type ExecutiveLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type ExecutiveLogoutMutation = { executiveLogout: boolean };

export type AuditTrailQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AuditTrailQuery = { auditTrail: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, createdAt: string, action: string, actorKind: string, actorId: string, actorEmail: string, actorName: string | null, actorRole: string | null, targetId: string, targetName: string, targetEmail: string, subjectId: string | null, note: string | null }> } };

export type ExecutiveLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type ExecutiveLoginMutation = { executiveLogin:
    | { __typename: 'ExecutiveLoginSuccess', message: string, executive: { id: string, fullName: string, email: string, role: string, isApproved: boolean, isRejected: boolean, status: ExecutiveStatus, preferredLanguage: Language | null } }
    | { __typename: 'InvalidCredentialsError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'NotApprovedError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'RateLimitedError', code: ErrorCode, messageContext: string | null, retryAfterSeconds: number }
    | { __typename: 'ValidationError', code: ErrorCode, messageContext: string | null }
   };

export type RegisterExecutiveMutationVariables = Exact<{
  input: RegisterExecutiveInput;
}>;


export type RegisterExecutiveMutation = { registerExecutive:
    | { __typename: 'RegisterExecutiveSuccess', message: string }
    | { __typename: 'ValidationError', code: ErrorCode, messageContext: string | null, fieldErrors: Array<{ field: string, code: FieldErrorCode, message: string }> }
   };

export type ExecutiveForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ExecutiveForgotPasswordMutation = { executiveForgotPassword:
    | { __typename: 'PasswordResetRequested', message: string }
    | { __typename: 'RateLimitedError', code: ErrorCode, messageContext: string | null, retryAfterSeconds: number }
    | { __typename: 'ValidationError', code: ErrorCode, messageContext: string | null }
   };

export type ResetLinkStatusQueryVariables = Exact<{
  token: string;
}>;


export type ResetLinkStatusQuery = { resetLinkStatus: ResetLinkStatus };

export type ExecutiveResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ExecutiveResetPasswordMutation = { executiveResetPassword:
    | { __typename: 'PasswordResetSuccess', message: string }
    | { __typename: 'ValidationError', code: ErrorCode, messageContext: string | null }
   };

export type ExecutivesListQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status?: ExecutiveStatus | null | undefined;
}>;


export type ExecutivesListQuery = { executives: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, fullName: string, email: string, mobile: string, role: string, status: ExecutiveStatus }> } };

export type ExecutiveDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type ExecutiveDetailsQuery = { executive: { id: string, fullName: string, email: string, mobile: string, gender: string, community: string, state: string, district: string, block: string, address: string, role: string, status: ExecutiveStatus } | null };

export type ApproveExecutiveMutationVariables = Exact<{
  id: string | number;
  currentAdminId?: string | number | null | undefined;
}>;


export type ApproveExecutiveMutation = { approveExecutive:
    | { __typename: 'ExecutiveModerationSuccess', message: string, executive: { id: string, status: ExecutiveStatus } }
    | { __typename: 'NotFoundError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'RefusedError', code: ErrorCode, messageContext: string | null }
   };

export type RejectExecutiveMutationVariables = Exact<{
  id: string | number;
  currentAdminId?: string | number | null | undefined;
}>;


export type RejectExecutiveMutation = { rejectExecutive:
    | { __typename: 'ExecutiveModerationSuccess', message: string, executive: { id: string, status: ExecutiveStatus } }
    | { __typename: 'NotFoundError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'RefusedError', code: ErrorCode, messageContext: string | null }
   };

export type DeleteExecutiveMutationVariables = Exact<{
  id: string | number;
  currentAdminId?: string | number | null | undefined;
}>;


export type DeleteExecutiveMutation = { deleteExecutive:
    | { __typename: 'DeleteSuccess', id: string, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'RefusedError', code: ErrorCode, messageContext: string | null }
   };

export type LiftSuspensionMutationVariables = Exact<{
  memberId: string | number;
}>;


export type LiftSuspensionMutation = { liftSuspension:
    | { __typename: 'MemberModerationSuccess', message: string, member: { id: string, status: MemberStatus } }
    | { __typename: 'NotFoundError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'RefusedError', code: ErrorCode, messageContext: string | null }
   };

export type MembersListQueryVariables = Exact<{
  filter?: MemberListFilter | null | undefined;
  page: number;
  pageSize: number;
  sort?: MemberSort | null | undefined;
  fromEnd?: boolean | null | undefined;
}>;


export type MembersListQuery = { members: { totalCount: number, totalIsEstimate: boolean, page: number, pageSize: number, items: Array<{ id: string, fullName: string, email: string | null, state: string, district: string, status: MemberStatus }> } };

export type ServedPlaceQueryVariables = Exact<{ [key: string]: never; }>;


export type ServedPlaceQuery = { currentExecutive: { id: string, role: string, community: string, state: string, district: string } | null };

export type ApproveMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveMemberMutation = { approveMember:
    | { __typename: 'MemberModerationSuccess', message: string, member: { id: string, status: MemberStatus } }
    | { __typename: 'NotFoundError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'RefusedError', code: ErrorCode, messageContext: string | null }
   };

export type RejectMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type RejectMemberMutation = { rejectMember:
    | { __typename: 'MemberModerationSuccess', message: string, member: { id: string, status: MemberStatus } }
    | { __typename: 'NotFoundError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'RefusedError', code: ErrorCode, messageContext: string | null }
   };

export type DeleteMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMemberMutation = { deleteMember:
    | { __typename: 'DeleteSuccess', id: string, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'RefusedError', code: ErrorCode, messageContext: string | null }
   };

export type MemberProfileQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberProfileQuery = { member:
    | { __typename: 'Member', id: string, fullName: string, dob: string | null, age: number | null, gender: string, email: string | null, mobile: string | null, motherName: string | null, fatherName: string | null, fatherMobile: string | null, community: string, gotra: string | null, motherGotra: string | null, qualification: string, profession: string, state: string, district: string, block: string | null, address: string | null, imageUrl: string | null, status: MemberStatus, executiveName: string | null, createdAt: string | null }
    | { __typename: 'NotFoundError', code: ErrorCode, messageContext: string | null }
   };

export type ReportRowFragment = { id: string, category: ReportCategory, context: ReportContext, status: ReportStatus, createdAt: string, updatedAt: string, resolvedAt: string | null, action: ReportAction | null, assignedToName: string | null, canTake: boolean, canResolve: boolean, reportedMember: { id: string, fullName: string, status: MemberStatus }, reporter: { id: string, fullName: string } | null };

export type ReportQueryVariables = Exact<{
  id: string | number;
}>;


export type ReportQuery = { report:
    | { __typename: 'NotFoundError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'Report', details: string | null, note: string | null, id: string, category: ReportCategory, context: ReportContext, status: ReportStatus, createdAt: string, updatedAt: string, resolvedAt: string | null, action: ReportAction | null, assignedToName: string | null, canTake: boolean, canResolve: boolean, reportedMember: { id: string, fullName: string, email: string | null, mobile: string | null, gender: string, age: number | null, community: string, state: string, district: string, profession: string, qualification: string, imageUrl: string | null, status: MemberStatus }, reporter: { id: string, fullName: string, email: string | null } | null, messages: Array<{ id: string, body: string, sentAt: string, from: { id: string } }> }
   };

export type ReportsQueryVariables = Exact<{
  filter?: ReportFilter | null | undefined;
  page: number;
  pageSize: number;
  sort: ReportSortOrder;
}>;


export type ReportsQuery = { reports: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, category: ReportCategory, context: ReportContext, status: ReportStatus, createdAt: string, updatedAt: string, resolvedAt: string | null, action: ReportAction | null, assignedToName: string | null, canTake: boolean, canResolve: boolean, reportedMember: { id: string, fullName: string, status: MemberStatus }, reporter: { id: string, fullName: string } | null }> } };

export type ResolveReportMutationVariables = Exact<{
  reportId: string | number;
  action: ReportAction;
  note?: string | null | undefined;
}>;


export type ResolveReportMutation = { resolveReport:
    | { __typename: 'NotFoundError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'RefusedError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'ReportActionSuccess', message: string, report: { note: string | null, id: string, category: ReportCategory, context: ReportContext, status: ReportStatus, createdAt: string, updatedAt: string, resolvedAt: string | null, action: ReportAction | null, assignedToName: string | null, canTake: boolean, canResolve: boolean, reportedMember: { id: string, status: MemberStatus, fullName: string }, reporter: { id: string, fullName: string } | null } }
    | { __typename: 'ValidationError', code: ErrorCode, messageContext: string | null }
   };

export type TakeReportMutationVariables = Exact<{
  reportId: string | number;
}>;


export type TakeReportMutation = { takeReport:
    | { __typename: 'NotFoundError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'RefusedError', code: ErrorCode, messageContext: string | null }
    | { __typename: 'ReportActionSuccess', message: string, report: { id: string, category: ReportCategory, context: ReportContext, status: ReportStatus, createdAt: string, updatedAt: string, resolvedAt: string | null, action: ReportAction | null, assignedToName: string | null, canTake: boolean, canResolve: boolean, reportedMember: { id: string, fullName: string, status: MemberStatus }, reporter: { id: string, fullName: string } | null } }
   };

export type SetExecutiveLanguageMutationVariables = Exact<{
  language: Language;
}>;


export type SetExecutiveLanguageMutation = { setPreferredLanguage: Language };

export const ReportRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToName"}},{"kind":"Field","name":{"kind":"Name","value":"canTake"}},{"kind":"Field","name":{"kind":"Name","value":"canResolve"}},{"kind":"Field","name":{"kind":"Name","value":"reportedMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<ReportRowFragment, unknown>;
export const CurrentExecutiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentExecutive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentExecutive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"isRejected"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CurrentExecutiveQuery, CurrentExecutiveQueryVariables>;
export const ExecutiveLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExecutiveLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executiveLogout"}}]}}]} as unknown as DocumentNode<ExecutiveLogoutMutation, ExecutiveLogoutMutationVariables>;
export const AuditTrailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorKind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"targetEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<AuditTrailQuery, AuditTrailQueryVariables>;
export const ExecutiveLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExecutiveLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executiveLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExecutiveLoginSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"executive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"isRejected"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preferredLanguage"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidCredentialsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotApprovedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimitedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}}]} as unknown as DocumentNode<ExecutiveLoginMutation, ExecutiveLoginMutationVariables>;
export const RegisterExecutiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterExecutive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterExecutiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerExecutive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterExecutiveSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RegisterExecutiveMutation, RegisterExecutiveMutationVariables>;
export const ExecutiveForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExecutiveForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executiveForgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequested"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimitedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}}]} as unknown as DocumentNode<ExecutiveForgotPasswordMutation, ExecutiveForgotPasswordMutationVariables>;
export const ResetLinkStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResetLinkStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetLinkStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ResetLinkStatusQuery, ResetLinkStatusQueryVariables>;
export const ExecutiveResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExecutiveResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executiveResetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}}]} as unknown as DocumentNode<ExecutiveResetPasswordMutation, ExecutiveResetPasswordMutationVariables>;
export const ExecutivesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExecutivesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExecutiveStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executives"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ExecutivesListQuery, ExecutivesListQueryVariables>;
export const ExecutiveDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExecutiveDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"community"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ExecutiveDetailsQuery, ExecutiveDetailsQueryVariables>;
export const ApproveExecutiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveExecutive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentAdminId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveExecutive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentAdminId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentAdminId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExecutiveModerationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"executive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefusedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveExecutiveMutation, ApproveExecutiveMutationVariables>;
export const RejectExecutiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectExecutive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentAdminId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectExecutive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentAdminId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentAdminId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExecutiveModerationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"executive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefusedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}}]} as unknown as DocumentNode<RejectExecutiveMutation, RejectExecutiveMutationVariables>;
export const DeleteExecutiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteExecutive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentAdminId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExecutive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentAdminId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentAdminId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefusedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteExecutiveMutation, DeleteExecutiveMutationVariables>;
export const LiftSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiftSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liftSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberModerationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}}]} as unknown as DocumentNode<LiftSuspensionMutation, LiftSuspensionMutationVariables>;
export const MembersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembersList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromEnd"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromEnd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromEnd"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<MembersListQuery, MembersListQueryVariables>;
export const ServedPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServedPlace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentExecutive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"community"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}}]}}]}}]} as unknown as DocumentNode<ServedPlaceQuery, ServedPlaceQueryVariables>;
export const ApproveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberModerationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefusedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveMemberMutation, ApproveMemberMutationVariables>;
export const RejectMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberModerationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefusedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}}]} as unknown as DocumentNode<RejectMemberMutation, RejectMemberMutationVariables>;
export const DeleteMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefusedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteMemberMutation, DeleteMemberMutationVariables>;
export const MemberProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"motherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherName"}},{"kind":"Field","name":{"kind":"Name","value":"fatherMobile"}},{"kind":"Field","name":{"kind":"Name","value":"community"}},{"kind":"Field","name":{"kind":"Name","value":"gotra"}},{"kind":"Field","name":{"kind":"Name","value":"motherGotra"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"block"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"executiveName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}}]} as unknown as DocumentNode<MemberProfileQuery, MemberProfileQueryVariables>;
export const ReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Report"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportRow"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reportedMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"community"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"profession"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToName"}},{"kind":"Field","name":{"kind":"Name","value":"canTake"}},{"kind":"Field","name":{"kind":"Name","value":"canResolve"}},{"kind":"Field","name":{"kind":"Name","value":"reportedMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<ReportQuery, ReportQueryVariables>;
export const ReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Reports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportSortOrder"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToName"}},{"kind":"Field","name":{"kind":"Name","value":"canTake"}},{"kind":"Field","name":{"kind":"Name","value":"canResolve"}},{"kind":"Field","name":{"kind":"Name","value":"reportedMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<ReportsQuery, ReportsQueryVariables>;
export const ResolveReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportAction"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportActionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportRow"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reportedMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToName"}},{"kind":"Field","name":{"kind":"Name","value":"canTake"}},{"kind":"Field","name":{"kind":"Name","value":"canResolve"}},{"kind":"Field","name":{"kind":"Name","value":"reportedMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<ResolveReportMutation, ResolveReportMutationVariables>;
export const TakeReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TakeReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"takeReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportActionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportRow"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"messageContext"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToName"}},{"kind":"Field","name":{"kind":"Name","value":"canTake"}},{"kind":"Field","name":{"kind":"Name","value":"canResolve"}},{"kind":"Field","name":{"kind":"Name","value":"reportedMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<TakeReportMutation, TakeReportMutationVariables>;
export const SetExecutiveLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetExecutiveLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPreferredLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"EnumValue","value":"EXECUTIVE"}}]}]}}]} as unknown as DocumentNode<SetExecutiveLanguageMutation, SetExecutiveLanguageMutationVariables>;