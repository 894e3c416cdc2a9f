import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n';
import { formatWholeNumber } from '../../../lib/format-number';
import type { ReferenceLabel } from '../../../lib/reference-labels';
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

/** The row names of a card and their "Name:" form, the same on every card: read once per list, not per card. */
export interface MemberCardTexts {
  age: string;
  community: string;
  city: string;
  gender: string;
  qualification: string;
  profession: string;
  /** A row's name as the card shows it before the value ("Age:"). */
  row: (label: string) => string;
}

/** The texts every card of a list shares (i18next's `t` costs about a millisecond a call on a phone). */
export function useMemberCardTexts(): MemberCardTexts {
  const { t } = useTranslation(['portal', 'common']);
  return useMemo(() => {
    const rows = new Map<string, string>();
    return {
      age: t('memberCard.age'),
      community: t('memberCard.community'),
      city: t('memberCard.city'),
      gender: t('memberCard.gender'),
      qualification: t('memberCard.qualification'),
      profession: t('memberCard.profession'),
      row: (label: string) => {
        if (!rows.has(label)) rows.set(label, t('memberCard.row', { label }));
        return rows.get(label)!;
      },
    };
  }, [t]);
}

/**
 * A search result: image, name, city, gender, qualification, profession, plus age and community, each
 * value with its label; opens /profile/{id}. `texts` and `label` come from the list (useMemberCardTexts,
 * useReferenceLabel), which asks for them once for all its cards.
 */
export function MemberCard({
  member,
  texts,
  label,
  eager = false,
  onOpen,
}: {
  member: MemberCardData;
  texts: MemberCardTexts;
  label: ReferenceLabel;
  eager?: boolean;
  onOpen?: () => void;
}) {
  // Stored values are canonical English; the card shows their labels, and the age as a number of the locale.
  const rows: [string, string | number | null | undefined][] = [
    [texts.age, member.age == null ? null : formatWholeNumber(member.age, intlLocale())],
    [texts.community, label('community', member.community)],
    [texts.city, label('district', member.district)],
    [texts.gender, label('gender', member.gender)],
    [texts.qualification, label('qualification', member.qualification)],
    [texts.profession, label('profession', member.profession)],
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
                  <span className="member-card-label">{texts.row(label)}</span> {value}
                </span>
              ))}
          </span>
        </span>
      </Link>
    </li>
  );
}
