import { ageFrom, type Language } from '@matrimony/schema';
import { photoFileName, thumbFileName } from '../media/photo.service.js';
import type { Access } from '../privacy/privacy.service.js';
import type { MemberRecord } from './member.record.js';

/** Status as the GraphQL enum spells it. */
export type MemberStatusCode = 'APPROVED' | 'REJECTED' | 'NOT_APPROVED' | 'SUSPENDED';
export const STATUS_CODE = { Approved: 'APPROVED', Rejected: 'REJECTED', 'Not Approved': 'NOT_APPROVED', Suspended: 'SUSPENDED' } as const;
export const STATUS_LABEL = { APPROVED: 'Approved', REJECTED: 'Rejected', NOT_APPROVED: 'Not Approved', SUSPENDED: 'Suspended' } as const;

/**
 * Set on a view whose contact fields are a connection's shared details (not the member's own, not an executive's
 * view): an answer that carries them records it in the owner's log (contact-sharing/contact-shown.ts). A symbol,
 * so it never reaches a JSON answer.
 */
export const SHARED_WITH_CONNECTION = Symbol('sharedWithConnection');

/**
 * A member as one viewer may see them: the one shape both GraphQL and REST return. Fields the viewer may not
 * see are null, never merely hidden by a client.
 */
export interface MemberView {
  [SHARED_WITH_CONNECTION]?: true;
  id: string;
  fullName: string;
  age: number | null;
  gender: string;
  state: string;
  district: string;
  community: string;
  qualification: string;
  profession: string;
  status: MemberStatusCode;
  image: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  dob: string | null;
  motherName: string | null;
  fatherName: string | null;
  gotra: string | null;
  motherGotra: string | null;
  block: string | null;
  email: string | null;
  mobile: string | null;
  fatherMobile: string | null;
  address: string | null;
  executiveName: string | null;
  preferredLanguage: Language | null;
  /** Not on the public card (docs/privacy.md). */
  createdAt: Date | null;
}

/**
 * Shapes a member for a viewer whose access (privacy service) includes the public card; the field groups
 * the access lacks are null. `executiveName` may be given when it was read alongside the member; otherwise
 * the loaded relation is used.
 */
export function memberView(member: MemberRecord, access: Access, executiveName?: string | null): MemberView {
  const seesDetails = access.photos;
  const seesContact = access.contact;
  // A connection sees only the details the owner shares with connections (privacy service).
  const shows = (field: 'email' | 'mobile' | 'fatherMobile' | 'address') => seesContact || !!access.sharedContact?.includes(field);
  const photo = seesDetails && member.photoKey ? member.photoKey : null;
  const executive = member.executive?.isInitialized() ? member.executive.getEntity() : null;
  const view: MemberView = {
    id: member.id,
    fullName: member.fullName,
    age: ageFrom(member.dob),
    gender: member.gender,
    state: member.state,
    district: member.district,
    community: member.community,
    qualification: member.qualification,
    profession: member.profession,
    status: STATUS_CODE[member.status],
    image: photo ? photoFileName(photo) : null,
    imageUrl: photo ? `/uploads/${photoFileName(photo)}` : null,
    thumbnailUrl: photo ? `/uploads/${thumbFileName(photo)}` : null,
    dob: seesDetails ? member.dob : null,
    motherName: seesDetails ? member.motherName : null,
    fatherName: seesDetails ? member.fatherName : null,
    gotra: seesDetails ? member.gotra : null,
    motherGotra: seesDetails ? member.motherGotra : null,
    block: seesDetails ? member.block : null,
    email: shows('email') ? member.email : null,
    mobile: shows('mobile') ? member.mobile : null,
    fatherMobile: shows('fatherMobile') ? member.fatherMobile : null,
    address: shows('address') ? member.address : null,
    executiveName: seesContact ? (executiveName !== undefined ? executiveName : (executive?.fullName ?? null)) : null,
    preferredLanguage: seesContact ? member.preferredLanguage : null,
    createdAt: seesDetails ? member.createdAt : null,
  };
  if (!seesContact && access.sharedContact?.length) view[SHARED_WITH_CONNECTION] = true;
  return view;
}
