import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n';
import { useReferenceLabel } from '../../../lib/reference-labels';
import { DEFAULT_PROFILE_IMAGE } from '../../../config/site';
import { RelationshipBadge } from '../../../components/relationship-badge';

export interface MemberCardData {
  id: string;
  fullName: string;
  age?: number | null;
  community?: string | null;
  district: string;
  gender: string;
  qualification: string;
  profession: string;
  imageUrl?: string | null;
  thumbnailUrl?: string | null;
  /** Where the viewer stands with them (interest, connection) and whether they are on the shortlist. */
  relationship?: 'NONE' | 'INTEREST_SENT' | 'INTEREST_RECEIVED' | 'CONNECTED' | 'DECLINED' | null;
  shortlisted?: boolean | null;
}

/**
 * A search result: image, name, city, gender, qualification, profession (spec 2), plus age and community, each
 * value with its label; opens /profile/{id}.
 */
export function MemberCard({ member, eager = false, onOpen }: { member: MemberCardData; eager?: boolean; onOpen?: () => void }) {
  const { t } = useTranslation(['portal', 'common']);
  // Stored values are canonical English; the card shows their labels, and the age as a number of the locale.
  const label = useReferenceLabel();
  const rows: [string, string | number | null | undefined][] = [
    [t('memberCard.age'), member.age == null ? null : new Intl.NumberFormat(intlLocale()).format(member.age)],
    [t('memberCard.community'), label('community', member.community)],
    [t('memberCard.city'), label('district', member.district)],
    [t('memberCard.gender'), label('gender', member.gender)],
    [t('memberCard.qualification'), label('qualification', member.qualification)],
    [t('memberCard.profession'), label('profession', member.profession)],
  ];
  return (
    <li className="member-card">
      <Link to={`/profile/${member.id}`} className="member-card-link" onClick={onOpen}>
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
          <RelationshipBadge relationship={member.relationship} shortlisted={member.shortlisted} />
          <span className="member-card-facts">
            {rows
              .filter(([, value]) => value !== null && value !== undefined && value !== '')
              .map(([label, value]) => (
                <span key={label} className="member-card-row">
                  <span className="member-card-label">{t('memberCard.row', { label })}</span> {value}
                </span>
              ))}
          </span>
        </span>
      </Link>
    </li>
  );
}
