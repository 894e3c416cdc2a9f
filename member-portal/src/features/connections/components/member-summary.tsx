import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DEFAULT_PROFILE_IMAGE } from '../../../config/site';
import { RelationshipBadge } from '../../../components/relationship-badge';
import { useReferenceLabel } from '../../../lib/reference-labels';

export interface SummaryMember {
  id: string;
  fullName: string;
  age?: number | null;
  district: string;
  profession: string;
  thumbnailUrl?: string | null;
  imageUrl?: string | null;
  relationship?: 'NONE' | 'INTEREST_SENT' | 'INTEREST_RECEIVED' | 'CONNECTED' | 'DECLINED' | null;
  shortlisted?: boolean | null;
}

/** One member in a Connections list: photo, name (to the profile), a line of facts, then what can be done. */
export function MemberSummary({ member, facts, children, link = true }: { member: SummaryMember; facts?: ReactNode; children?: ReactNode; link?: boolean }) {
  // District and profession are stored as the lists' English values: shown in the reader's language.
  const label = useReferenceLabel();
  const line = [member.age ? String(member.age) : null, label('district', member.district), label('profession', member.profession)].filter(Boolean).join(' · ');
  return (
    <li className="connection-item card">
      <div className="connection-head">
        <img
          src={member.thumbnailUrl || member.imageUrl || DEFAULT_PROFILE_IMAGE}
          alt=""
          width="64"
          height="64"
          loading="lazy"
          decoding="async"
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(DEFAULT_PROFILE_IMAGE)) e.currentTarget.src = DEFAULT_PROFILE_IMAGE;
          }}
        />
        <div className="connection-who">
          {link ? (
            <Link className="connection-name" to={`/profile/${member.id}`}>
              {member.fullName}
            </Link>
          ) : (
            <span className="connection-name">{member.fullName}</span>
          )}
          <span className="connection-facts">{line}</span>
          <RelationshipBadge relationship={member.relationship} shortlisted={member.shortlisted} />
          {facts}
        </div>
      </div>
      {children}
    </li>
  );
}
