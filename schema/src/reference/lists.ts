/**
 * Reference lists: the single source for the API's validation and both apps' selects
 * (docs/product.md, "Reference lists").
 */

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

/** One list for members and executives alike (the original executive form lacked Jat, which would leave Jat members without an executive). */
export const COMMUNITIES = ['Lodha', 'Brahmin', 'Rajput', 'Jat', 'Yadav'] as const;
export type Community = (typeof COMMUNITIES)[number];

export interface StateDistricts {
  readonly state: string;
  readonly districts: readonly string[];
}

/** States and their districts; Delhi is the union of the two Delhi lists the forms once had. */
export const STATES: readonly StateDistricts[] = [
  { state: 'Madhya Pradesh', districts: ['Indore', 'Bhopal', 'Jabalpur', 'Dewas', 'Ujjain', 'Harda'] },
  { state: 'Maharashtra', districts: ['Mumbai', 'Pune', 'Nagpur'] },
  { state: 'Delhi', districts: ['Central Delhi', 'East Delhi', 'South Delhi', 'West Delhi'] },
];

export const STATE_NAMES: readonly string[] = STATES.map((s) => s.state);

/** Every district of every state, in list order (the search page offers all of them). */
export const ALL_DISTRICTS: readonly string[] = STATES.flatMap((s) => s.districts);

export function districtsOf(state: string | null | undefined): readonly string[] {
  return STATES.find((s) => s.state === state)?.districts ?? [];
}

export function isDistrictOf(state: string, district: string): boolean {
  return districtsOf(state).includes(district);
}

export const QUALIFICATIONS = [
  '10th Pass', '12th Pass', 'ITI', 'B.A.', 'B.Sc.', 'B.Com', 'BBA', 'BCA', 'B.Tech / B.E.', 'MBBS', 'B.Pharm',
  'LLB', 'M.A.', 'M.Sc.', 'M.Com', 'MBA / PGDM', 'MCA', 'M.Tech / M.E.', 'MD / MS', 'M.Pharm', 'LLM',
  'Ph.D / Doctorate', 'CA / CS / ICWA', 'Others',
] as const;

export const PROFESSIONS = [
  'Student', 'Software Engineer', 'Doctor', 'Nurse', 'Government Employee', 'Self-Employed', 'Lawyer / Advocate',
  'Teacher / Lecturer / Professor', 'Banking / Finance Professional', 'Engineer (Civil / Mechanical / Other)',
  'Electrician / Technician', 'Chartered Accountant (CA)', 'Actor / Artist / Performer', 'Other',
] as const;

/** Member moderation states, exactly as the product spells them. */
export const MEMBER_STATUSES = ['Approved', 'Rejected', 'Not Approved', 'Suspended'] as const;
export type MemberStatusLabel = (typeof MEMBER_STATUSES)[number];

/** Executive status as derived from isApproved / isRejected. */
export const EXECUTIVE_STATUSES = ['Approved', 'Rejected', 'Pending'] as const;
export type ExecutiveStatusLabel = (typeof EXECUTIVE_STATUSES)[number];
