import { Link } from 'react-router';
import { DEFAULT_PROFILE_IMAGE } from '../../../config/site';

export interface MemberCardData {
  id: string;
  fullName: string;
  district: string;
  gender: string;
  qualification: string;
  profession: string;
  imageUrl?: string | null;
  thumbnailUrl?: string | null;
}

/** A search result: image, name, city, gender, qualification, profession; opens /profile/{id} (spec 2). */
export function MemberCard({ member, eager = false }: { member: MemberCardData; eager?: boolean }) {
  return (
    <li className="member-card">
      <Link to={`/profile/${member.id}`} className="member-card-link">
        <img
          src={member.thumbnailUrl || member.imageUrl || DEFAULT_PROFILE_IMAGE}
          alt=""
          width="96"
          height="96"
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(DEFAULT_PROFILE_IMAGE)) e.currentTarget.src = DEFAULT_PROFILE_IMAGE;
          }}
        />
        <span className="member-card-body">
          <span className="member-card-name">{member.fullName}</span>
          <span className="member-card-row">
            <span className="visually-hidden">City: </span>
            {member.district}
          </span>
          <span className="member-card-row">
            <span className="visually-hidden">Gender: </span>
            {member.gender}
          </span>
          <span className="member-card-row">
            <span className="visually-hidden">Qualification: </span>
            {member.qualification}
          </span>
          <span className="member-card-row">
            <span className="visually-hidden">Profession: </span>
            {member.profession}
          </span>
        </span>
      </Link>
    </li>
  );
}
